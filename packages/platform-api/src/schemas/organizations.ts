/**
 * Organization governance: features, the root quorum, the intents that change them, and the
 * votes (approve / reject) on activities that wait for consensus. Sub-organizations live in
 * `sub-organizations.ts`.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  ORGANIZATION_NAME,
  PENDING_ACTIVITY_FINGERPRINT,
  SECOND_USER_ID,
  USER_ID,
} from '../examples/ids';
import { FeatureNameSchema } from './enums';
import { ids, organizationIdField, text } from './fields';

export const FeatureSchema = z
  .object({
    name: FeatureNameSchema.optional(),
    value: text(
      'Setting of the feature, when it takes one.',
      'https://wallet.acme.example',
    ).optional(),
  })
  .meta({ id: 'Feature', description: 'An organization feature and its setting.' });
export type Feature = z.infer<typeof FeatureSchema>;

const threshold = z
  .int32()
  .min(1)
  .meta({
    format: 'int32',
    description:
      'Number of distinct root users who must approve; at least 1 and at most the number of root users.',
    examples: [2],
  });

export const QuorumSchema = z
  .object({
    threshold,
    userIds: ids('The root users.', [USER_ID, SECOND_USER_ID]),
  })
  .meta({
    id: 'Quorum',
    description:
      'The root quorum: the root users and how many of them must approve root-level changes.',
  });
export type Quorum = z.infer<typeof QuorumSchema>;

export const ConfigSchema = z
  .object({
    features: z.array(FeatureSchema).optional().meta({ description: 'Features that are set.' }),
    quorum: QuorumSchema.optional(),
  })
  .meta({ id: 'Config', description: 'Configuration of an organization.' });
export type Config = z.infer<typeof ConfigSchema>;

export const UpdateRootQuorumIntentSchema = z
  .object({
    threshold,
    userIds: ids('The complete new set of root users.', [USER_ID, SECOND_USER_ID]),
  })
  .meta({ id: 'UpdateRootQuorumIntent', description: 'Parameters of update_root_quorum.' });
export type UpdateRootQuorumIntent = z.infer<typeof UpdateRootQuorumIntentSchema>;

export const UpdateRootQuorumResultSchema = z
  .object({})
  .meta({ id: 'UpdateRootQuorumResult', description: 'Result of update_root_quorum: empty.' });
export type UpdateRootQuorumResult = z.infer<typeof UpdateRootQuorumResultSchema>;

export const SetOrganizationFeatureIntentSchema = z
  .object({
    name: FeatureNameSchema,
    value: text(
      'Setting of the feature, for example the allowed origin for FEATURE_NAME_WEBAUTHN_ORIGINS.',
      'https://wallet.acme.example',
    ),
  })
  .meta({
    id: 'SetOrganizationFeatureIntent',
    description: 'Parameters of set_organization_feature.',
  });
export type SetOrganizationFeatureIntent = z.infer<typeof SetOrganizationFeatureIntentSchema>;

const featuresAfter = z
  .array(FeatureSchema)
  .meta({ description: 'All features of the organization after the change.' });

export const SetOrganizationFeatureResultSchema = z.object({ features: featuresAfter }).meta({
  id: 'SetOrganizationFeatureResult',
  description: 'Result of set_organization_feature.',
});
export type SetOrganizationFeatureResult = z.infer<typeof SetOrganizationFeatureResultSchema>;

export const RemoveOrganizationFeatureIntentSchema = z.object({ name: FeatureNameSchema }).meta({
  id: 'RemoveOrganizationFeatureIntent',
  description: 'Parameters of remove_organization_feature.',
});
export type RemoveOrganizationFeatureIntent = z.infer<typeof RemoveOrganizationFeatureIntentSchema>;

export const RemoveOrganizationFeatureResultSchema = z.object({ features: featuresAfter }).meta({
  id: 'RemoveOrganizationFeatureResult',
  description: 'Result of remove_organization_feature.',
});
export type RemoveOrganizationFeatureResult = z.infer<typeof RemoveOrganizationFeatureResultSchema>;

export const GetOrganizationConfigsRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({
    id: 'GetOrganizationConfigsRequest',
    description: 'Request body of get_organization_configs.',
  });
export type GetOrganizationConfigsRequest = z.infer<typeof GetOrganizationConfigsRequestSchema>;

export const GetOrganizationConfigsResponseSchema = z.object({ configs: ConfigSchema }).meta({
  id: 'GetOrganizationConfigsResponse',
  description: 'Response of get_organization_configs.',
});
export type GetOrganizationConfigsResponse = z.infer<typeof GetOrganizationConfigsResponseSchema>;

const fingerprint = text(
  'Fingerprint of the activity to vote on, as returned on that activity. It must be in ACTIVITY_STATUS_CONSENSUS_NEEDED.',
  PENDING_ACTIVITY_FINGERPRINT,
);

export const ApproveActivityIntentSchema = z
  .object({ fingerprint })
  .meta({ id: 'ApproveActivityIntent', description: 'Parameters of approve_activity.' });
export type ApproveActivityIntent = z.infer<typeof ApproveActivityIntentSchema>;

export const RejectActivityIntentSchema = z
  .object({ fingerprint })
  .meta({ id: 'RejectActivityIntent', description: 'Parameters of reject_activity.' });
export type RejectActivityIntent = z.infer<typeof RejectActivityIntentSchema>;

export const UpdateOrganizationNameIntentSchema = z
  .object({ organizationName: text('The new name of the organization.', ORGANIZATION_NAME) })
  .meta({
    id: 'UpdateOrganizationNameIntent',
    description: 'Parameters of update_organization_name.',
  });
export type UpdateOrganizationNameIntent = z.infer<typeof UpdateOrganizationNameIntentSchema>;

export const UpdateOrganizationNameResultSchema = z
  .object({
    organizationId: text('The organization that was renamed.', ORGANIZATION_ID),
    organizationName: text('Its name after the change.', ORGANIZATION_NAME),
  })
  .meta({
    id: 'UpdateOrganizationNameResult',
    description: 'Result of update_organization_name.',
  });
export type UpdateOrganizationNameResult = z.infer<typeof UpdateOrganizationNameResultSchema>;
