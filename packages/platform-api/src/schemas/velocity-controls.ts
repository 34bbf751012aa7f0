/**
 * Velocity controls: named running totals (an amount moved or a number of activities, over a
 * window, per organization, user or wallet) that policies read as `controls.<identifier>` to
 * limit how fast value can leave.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  USDC_ETHEREUM_CAIP19,
  VELOCITY_CONTROL_ID,
  VELOCITY_CONTROL_IDENTIFIER,
} from '../examples/ids';
import { PaginationSchema, TimestampSchema } from './common';
import { emptyOption, id, organizationIdField, text, uint64 } from './fields';
import { PageInfoSchema } from './page-info';

export const VelocityControlFilterActivitySchema = z
  .object({
    activityType: text(
      'An `ACTIVITY_TYPE_*` value; activities of this type count.',
      'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    ),
  })
  .meta({ id: 'VelocityControlFilterActivity', description: 'One activity type to count.' });

const activityFilter = z
  .array(VelocityControlFilterActivitySchema)
  .optional()
  .meta({ description: 'Count only activities of these types. Without it, every type counts.' });

export const VelocityControlAssetSchema = z
  .object({
    caip19: text(
      'The asset, named in CAIP-19 form (chain, asset namespace and reference).',
      USDC_ETHEREUM_CAIP19,
    ),
    decimals: uint64(
      'How many decimal places the asset has (0 to 255), as a string; amounts are scaled by it before they are added up.',
      '6',
    ),
  })
  .meta({ id: 'VelocityControlAsset', description: 'An on-chain asset whose transfers count.' });

export const VelocityControlPhaseSchema = z
  .object({
    signature: emptyOption(
      'VelocityControlPhaseSignature',
      'Count a transfer at the moment the platform signs it.',
    ).optional(),
    submission: emptyOption(
      'VelocityControlPhaseSubmission',
      'Not in use yet: count a transfer once it is confirmed on chain.',
    ).optional(),
  })
  .meta({
    id: 'VelocityControlPhase',
    description: 'The moment a transfer is counted. Set one key.',
  });

export const VelocityControlDataSourceSchema = z
  .object({
    chainAssetTransfer: z
      .object({
        definition: z
          .array(VelocityControlAssetSchema)
          .meta({ description: 'The assets whose transfers are added up.' }),
        filter: z
          .object({ activity: activityFilter })
          .optional()
          .meta({ description: 'Which activities’ transfers count.' }),
        phase: VelocityControlPhaseSchema.optional(),
      })
      .optional()
      .meta({ description: 'Add up transfers of the listed assets.' }),
    activityExecution: z
      .object({
        filter: z
          .object({ activity: activityFilter })
          .optional()
          .meta({ description: 'Which activities count.' }),
      })
      .optional()
      .meta({ description: 'Count activities the platform ran.' }),
  })
  .meta({
    id: 'VelocityControlDataSource',
    description: 'What the control measures. Set one key: asset transfers or activity runs.',
  });

export const VelocityControlAggregationMethodSchema = z
  .enum(['VELOCITY_CONTROL_AGGREGATION_METHOD_SUM', 'VELOCITY_CONTROL_AGGREGATION_METHOD_COUNT'])
  .meta({
    id: 'VelocityControlAggregationMethod',
    description: 'Add up the amounts (SUM) or count the events (COUNT).',
  });

export const VelocityControlAggregationOperatorSchema = z
  .enum([
    'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN',
    'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN_OR_EQUAL',
    'VELOCITY_CONTROL_AGGREGATION_OPERATOR_EQUAL',
    'VELOCITY_CONTROL_AGGREGATION_OPERATOR_GREATER_THAN_OR_EQUAL',
    'VELOCITY_CONTROL_AGGREGATION_OPERATOR_GREATER_THAN',
  ])
  .meta({
    id: 'VelocityControlAggregationOperator',
    description: 'How the running total is compared with `threshold`.',
  });

export const VelocityControlAggregationSchema = z
  .object({
    method: VelocityControlAggregationMethodSchema,
    operator: VelocityControlAggregationOperatorSchema,
    threshold: text(
      'The limit, a non-negative decimal string in whole units of the asset (up to 38 digits, 18 after the point).',
      '50000',
    ),
    window: z
      .object({
        rolling: z
          .object({
            duration: uint64('Length of the window in seconds, as a string.', '86400'),
          })
          .optional()
          .meta({ description: 'Only the last `duration` seconds count.' }),
        infinite: emptyOption(
          'VelocityControlWindowInfinite',
          'Everything since the control was created counts.',
        ).optional(),
      })
      .meta({ description: 'The period the total covers. Set one key.' }),
    groupBy: z
      .object({
        organization: emptyOption(
          'VelocityControlGroupByOrganization',
          'One total for the whole organization.',
        ).optional(),
        user: emptyOption('VelocityControlGroupByUser', 'A separate total per user.').optional(),
        wallet: emptyOption(
          'VelocityControlGroupByWallet',
          'A separate total per wallet.',
        ).optional(),
      })
      .meta({ description: 'Whose activity shares a total. Set one key.' }),
  })
  .meta({
    id: 'VelocityControlAggregation',
    description: 'How the measured values are totalled and compared.',
  });

const identifier = text(
  'The name policies use for this control, as `controls.<identifier>` in a condition; no two controls of an organization may share it.',
  VELOCITY_CONTROL_IDENTIFIER,
);
const name = text('A label for people.', 'USDC daily outflow per wallet');

export const VelocityControlSchema = z
  .object({
    velocityControlId: id('Identifies the control.', VELOCITY_CONTROL_ID),
    organizationId: id('The organization the control belongs to.', ORGANIZATION_ID),
    name,
    dataSource: VelocityControlDataSourceSchema,
    aggregation: VelocityControlAggregationSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    identifier,
  })
  .meta({ id: 'VelocityControl', description: 'A velocity control as stored.' });
export type VelocityControl = z.infer<typeof VelocityControlSchema>;

export const CreateVelocityControlIntentSchema = z
  .object({
    name,
    dataSource: VelocityControlDataSourceSchema,
    aggregation: VelocityControlAggregationSchema,
    identifier,
  })
  .meta({
    id: 'CreateVelocityControlIntent',
    description: 'Parameters of create_velocity_control.',
  });
export type CreateVelocityControlIntent = z.infer<typeof CreateVelocityControlIntentSchema>;

export const DeleteVelocityControlIntentSchema = z
  .object({ velocityControlId: id('The control to delete.', VELOCITY_CONTROL_ID) })
  .meta({
    id: 'DeleteVelocityControlIntent',
    description: 'Parameters of delete_velocity_control.',
  });
export type DeleteVelocityControlIntent = z.infer<typeof DeleteVelocityControlIntentSchema>;

export const GetVelocityControlRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    velocityControlId: id('The control to read.', VELOCITY_CONTROL_ID),
  })
  .meta({ id: 'GetVelocityControlRequest', description: 'Request body of get_velocity_control.' });
export type GetVelocityControlRequest = z.infer<typeof GetVelocityControlRequestSchema>;
export const GetVelocityControlResponseSchema = z
  .object({ velocityControl: VelocityControlSchema })
  .meta({ id: 'GetVelocityControlResponse', description: 'Response of get_velocity_control.' });
export type GetVelocityControlResponse = z.infer<typeof GetVelocityControlResponseSchema>;

export const ListVelocityControlsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    paginationOptions: PaginationSchema.optional(),
  })
  .meta({
    id: 'ListVelocityControlsRequest',
    description: 'Request body of list_velocity_controls.',
  });
export type ListVelocityControlsRequest = z.infer<typeof ListVelocityControlsRequestSchema>;
export const ListVelocityControlsResponseSchema = z
  .object({ velocityControls: z.array(VelocityControlSchema), pageInfo: PageInfoSchema })
  .meta({
    id: 'ListVelocityControlsResponse',
    description: 'Response of list_velocity_controls.',
  });
export type ListVelocityControlsResponse = z.infer<typeof ListVelocityControlsResponseSchema>;
