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
import { InvitationSchema } from './invitations';
import { PolicySchema } from './policies';
import { PrivateKeySchema } from './private-keys';
import { TagSchema } from './tags';
import { UserSchema } from './users';
import { WalletSchema } from './wallets';

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

export const SmartContractInterfaceReferenceSchema = z
  .object({
    smartContractInterfaceId: text(
      'The uploaded smart-contract interface (ABI or IDL).',
    ).optional(),
    smartContractAddress: text('The contract address the interface describes.').optional(),
    digest: text('Digest of the interface content.').optional(),
  })
  .meta({
    id: 'SmartContractInterfaceReference',
    description:
      'A smart-contract interface stored in the organization, which policies use to decode calls to that contract.',
  });
export type SmartContractInterfaceReference = z.infer<typeof SmartContractInterfaceReferenceSchema>;

export const OrganizationDataSchema = z
  .object({
    organizationId: text('The organization.', ORGANIZATION_ID).optional(),
    name: text('Its name.', ORGANIZATION_NAME).optional(),
    users: z.array(UserSchema).optional().meta({ description: 'Its users.' }),
    policies: z.array(PolicySchema).optional().meta({ description: 'Its policies.' }),
    privateKeys: z
      .array(PrivateKeySchema)
      .optional()
      .meta({ description: 'Its standalone private keys.' }),
    invitations: z
      .array(InvitationSchema)
      .optional()
      .meta({ description: 'Invitations sent from it.' }),
    tags: z.array(TagSchema).optional().meta({ description: 'Its user and private key tags.' }),
    rootQuorum: QuorumSchema.optional(),
    features: z.array(FeatureSchema).optional().meta({ description: 'The features that are set.' }),
    wallets: z.array(WalletSchema).optional().meta({ description: 'Its wallets.' }),
    smartContractInterfaceReferences: z
      .array(SmartContractInterfaceReferenceSchema)
      .optional()
      .meta({ description: 'The smart-contract interfaces stored in it.' }),
  })
  .meta({
    id: 'OrganizationData',
    description:
      'A snapshot of one organization: its name, users, policies, keys, wallets, tags, invitations, root quorum and features. Deleted or disabled items can appear too.',
  });
export type OrganizationData = z.infer<typeof OrganizationDataSchema>;

export const GetOrganizationRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetOrganizationRequest', description: 'Request body of get_organization.' });
export type GetOrganizationRequest = z.infer<typeof GetOrganizationRequestSchema>;

export const GetOrganizationResponseSchema = z
  .object({ organizationData: OrganizationDataSchema })
  .meta({ id: 'GetOrganizationResponse', description: 'Response of get_organization.' });
export type GetOrganizationResponse = z.infer<typeof GetOrganizationResponseSchema>;
