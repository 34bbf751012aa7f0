/**
 * Velocity controls tag: create, read, list and delete the running totals that policies use to
 * cap how much value, or how many activities, pass in a window.
 */
import * as ids from '../examples/ids';
import {
  GetVelocityControlRequestSchema,
  GetVelocityControlResponseSchema,
  ListVelocityControlsRequestSchema,
  ListVelocityControlsResponseSchema,
  type CreateVelocityControlIntent,
  type VelocityControl,
} from '../schemas/velocity-controls';
import { defineQuery, defineSubmission, type Operation } from './define';

const usdcOutflow = {
  name: 'USDC daily outflow per wallet',
  identifier: ids.VELOCITY_CONTROL_IDENTIFIER,
  dataSource: {
    chainAssetTransfer: {
      definition: [{ caip19: ids.USDC_ETHEREUM_CAIP19, decimals: '6' }],
      filter: { activity: [{ activityType: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' }] },
      phase: { signature: {} },
    },
  },
  aggregation: {
    method: 'VELOCITY_CONTROL_AGGREGATION_METHOD_SUM',
    operator: 'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN_OR_EQUAL',
    threshold: '50000',
    window: { rolling: { duration: '86400' } },
    groupBy: { wallet: {} },
  },
} satisfies CreateVelocityControlIntent;

/** Counts every signing activity of each user over all time. */
const signingCount = {
  name: 'Signing activities per user',
  identifier: 'signings_per_user',
  dataSource: {
    activityExecution: {
      filter: { activity: [{ activityType: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2' }] },
    },
  },
  aggregation: {
    method: 'VELOCITY_CONTROL_AGGREGATION_METHOD_COUNT',
    operator: 'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN',
    threshold: '1000',
    window: { infinite: {} },
    groupBy: { user: {} },
  },
} satisfies CreateVelocityControlIntent;

const timestamps = {
  createdAt: { seconds: ids.CREATED_AT_SECONDS, nanos: '0' },
  updatedAt: { seconds: ids.CREATED_AT_SECONDS, nanos: '0' },
};

const storedOutflow: VelocityControl = {
  velocityControlId: ids.VELOCITY_CONTROL_ID,
  organizationId: ids.ORGANIZATION_ID,
  ...usdcOutflow,
  ...timestamps,
};
const storedCount: VelocityControl = {
  velocityControlId: ids.SIGNING_VELOCITY_CONTROL_ID,
  organizationId: ids.ORGANIZATION_ID,
  ...signingCount,
  ...timestamps,
};

export const velocityControlOperations: Operation[] = [
  defineQuery({
    name: 'get_velocity_control',
    sdkMethod: 'getVelocityControl',
    sdkServerMethod: false,
    tag: 'Velocity controls',
    summary: 'Get velocity control',
    description:
      'Returns one velocity control by id: what it measures, how it totals and the limit it compares against. Read it before you write or change a policy that refers to `controls.<identifier>`, to be sure the limit means what the policy assumes. The control is in `velocityControl`.',
    request: GetVelocityControlRequestSchema,
    response: GetVelocityControlResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, velocityControlId: ids.VELOCITY_CONTROL_ID },
      response: { velocityControl: storedOutflow },
    },
  }),
  defineQuery({
    name: 'list_velocity_controls',
    sdkMethod: 'listVelocityControls',
    sdkServerMethod: false,
    tag: 'Velocity controls',
    summary: 'List velocity controls',
    description:
      'Returns the velocity controls of an organization, a page at a time (`paginationOptions.limit` 1 to 100, 10 by default). To read the next page, pass `pageInfo.endCursor` as `paginationOptions.after`. The controls are in `velocityControls`.',
    request: ListVelocityControlsRequestSchema,
    response: ListVelocityControlsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, paginationOptions: { limit: '25' } },
      response: {
        velocityControls: [storedOutflow, storedCount],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: ids.VELOCITY_CONTROL_ID,
          endCursor: ids.SIGNING_VELOCITY_CONTROL_ID,
        },
      },
    },
  }),
  defineSubmission({
    name: 'create_velocity_control',
    sdkMethod: 'createVelocityControl',
    sdkServerMethod: false,
    tag: 'Velocity controls',
    summary: 'Create velocity control',
    description:
      'Defines a running total a policy can limit: either transfers of listed assets (`chainAssetTransfer`, summed in whole units using each asset’s `decimals`) or runs of listed activity types (`activityExecution`, counted), over a rolling or unlimited window, kept per organization, user or wallet. A policy then compares it with `controls.<identifier>`, so `identifier` must be unused in the organization. `@turnkey/sdk-server` 8.2.1 has no method for it (the name is that of `@turnkey/http`) and reads no result key, so this reference shows no result of its own, although the client’s types name `createVelocityControlResult` (with the new `velocityControlId`) under `activity.result`; list_velocity_controls also shows the id.',
    activityType: 'ACTIVITY_TYPE_CREATE_VELOCITY_CONTROL',
    intentKey: 'createVelocityControlIntent',
    example: { parameters: usdcOutflow },
  }),
  defineSubmission({
    name: 'delete_velocity_control',
    sdkMethod: 'deleteVelocityControl',
    sdkServerMethod: false,
    tag: 'Velocity controls',
    summary: 'Delete velocity control',
    description:
      'Removes a velocity control. Policies name a control by its `identifier`, not its id, so read it with get_velocity_control first and update the policies whose conditions use `controls.<identifier>`. `@turnkey/sdk-server` 8.2.1 has no method for it (the name is that of `@turnkey/http`) and reads no result key, so this reference shows no result of its own; the client’s types name `deleteVelocityControlResult` (with the `velocityControlId`).',
    activityType: 'ACTIVITY_TYPE_DELETE_VELOCITY_CONTROL',
    intentKey: 'deleteVelocityControlIntent',
    example: { parameters: { velocityControlId: ids.VELOCITY_CONTROL_ID } },
  }),
];
