/** Organizations tag, part 1: configuration, features and the root quorum. */
import {
  alice,
  approversTag,
  bob,
  hotSigner,
  hotWalletsTag,
  treasuryPolicy,
  treasuryWallet,
} from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetOrganizationConfigsRequestSchema,
  GetOrganizationConfigsResponseSchema,
  GetOrganizationRequestSchema,
  GetOrganizationResponseSchema,
} from '../schemas/organizations';
import { defineQuery, defineSubmission, type Operation } from './define';

const ALLOWED_ORIGIN = 'https://wallet.acme.example';

export const organizationOperations: Operation[] = [
  defineQuery({
    name: 'get_organization',
    sdkMethod: 'getOrganization',
    sdkServerMethod: false,
    tag: 'Organizations',
    summary: 'Get organization',
    description:
      'Returns one organization in a single answer: its name, users, policies, private keys, wallets, tags, invitations, root quorum and features. It suits an overview or an audit; to page through one kind of item, the list queries (get_users, get_wallets and so on) are lighter. Everything is under `organizationData`.',
    request: GetOrganizationRequestSchema,
    response: GetOrganizationResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        organizationData: {
          organizationId: ids.ORGANIZATION_ID,
          name: ids.ORGANIZATION_NAME,
          users: [alice, bob],
          policies: [treasuryPolicy],
          privateKeys: [hotSigner],
          invitations: [],
          tags: [approversTag, hotWalletsTag],
          rootQuorum: { threshold: 2, userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
          features: [{ name: 'FEATURE_NAME_WEBAUTHN_ORIGINS', value: ALLOWED_ORIGIN }],
          wallets: [treasuryWallet],
          smartContractInterfaceReferences: [],
        },
      },
    },
  }),
  defineQuery({
    name: 'get_organization_configs',
    sdkMethod: 'getOrganizationConfigs',
    tag: 'Organizations',
    summary: 'Get organization configs',
    description:
      'Returns the configuration of an organization: the features that are set and the root quorum (the root users and how many of them must approve). Read it before you change the root quorum or a feature, since both changes need the approval of the current root quorum. The answer is in `configs`.',
    request: GetOrganizationConfigsRequestSchema,
    response: GetOrganizationConfigsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        configs: {
          features: [{ name: 'FEATURE_NAME_WEBAUTHN_ORIGINS', value: ALLOWED_ORIGIN }],
          quorum: { threshold: 2, userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
        },
      },
    },
  }),
  defineSubmission({
    name: 'update_root_quorum',
    sdkMethod: 'updateRootQuorum',
    tag: 'Organizations',
    summary: 'Update root quorum',
    description:
      'Replaces the root quorum: the set of root users and the number of distinct approvals root-level changes need. The change must itself be approved by the current root quorum; until enough current root users approve, the activity waits in ACTIVITY_STATUS_CONSENSUS_NEEDED. `threshold` must be at least 1 and at most the number of `userIds`. The result (`updateRootQuorumResult`) is empty; read the new quorum with get_organization_configs.',
    activityType: 'ACTIVITY_TYPE_UPDATE_ROOT_QUORUM',
    intentKey: 'updateRootQuorumIntent',
    result: { key: 'updateRootQuorumResult', source: 'wire' },
    example: {
      parameters: { threshold: 2, userIds: [ids.USER_ID, ids.SECOND_USER_ID] },
      status: 'ACTIVITY_STATUS_CONSENSUS_NEEDED',
    },
  }),
  defineSubmission({
    name: 'set_organization_feature',
    sdkMethod: 'setOrganizationFeature',
    tag: 'Organizations',
    summary: 'Set organization feature',
    description:
      'Turns an organization feature on or changes its value, for example the web origins allowed to use passkeys. The current root quorum has to approve every feature change, so with a threshold above one the activity waits in ACTIVITY_STATUS_CONSENSUS_NEEDED. Every feature of the organization after the change is listed in `activity.result.setOrganizationFeatureResult.features`.',
    activityType: 'ACTIVITY_TYPE_SET_ORGANIZATION_FEATURE',
    intentKey: 'setOrganizationFeatureIntent',
    result: { key: 'setOrganizationFeatureResult', source: 'wire' },
    example: {
      parameters: { name: 'FEATURE_NAME_WEBAUTHN_ORIGINS', value: ALLOWED_ORIGIN },
      result: { features: [{ name: 'FEATURE_NAME_WEBAUTHN_ORIGINS', value: ALLOWED_ORIGIN }] },
    },
  }),
  defineSubmission({
    name: 'remove_organization_feature',
    sdkMethod: 'removeOrganizationFeature',
    tag: 'Organizations',
    summary: 'Remove organization feature',
    description:
      'Turns an organization feature off. Like setting one, removing a feature needs the approval of the current root quorum. The features that remain are listed in `activity.result.removeOrganizationFeatureResult.features`.',
    activityType: 'ACTIVITY_TYPE_REMOVE_ORGANIZATION_FEATURE',
    intentKey: 'removeOrganizationFeatureIntent',
    result: { key: 'removeOrganizationFeatureResult', source: 'wire' },
    example: {
      parameters: { name: 'FEATURE_NAME_WEBHOOK' },
      result: { features: [{ name: 'FEATURE_NAME_WEBAUTHN_ORIGINS', value: ALLOWED_ORIGIN }] },
    },
  }),
  defineSubmission({
    name: 'update_organization_name',
    sdkMethod: 'updateOrganizationName',
    tag: 'Organizations',
    summary: 'Rename organization',
    description:
      'Gives the organization the request targets a new name; ids, users and wallets stay as they are. Send it with the organization id of a sub-organization to rename that one instead. The id and the new name are in `activity.result.updateOrganizationNameResult`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_ORGANIZATION_NAME',
    intentKey: 'updateOrganizationNameIntent',
    result: { key: 'updateOrganizationNameResult', source: 'derived' },
    example: {
      parameters: { organizationName: ids.ORGANIZATION_NAME },
      result: { organizationId: ids.ORGANIZATION_ID, organizationName: ids.ORGANIZATION_NAME },
    },
  }),
];
