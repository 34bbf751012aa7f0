/** Organizations tag, part 2: sub-organizations. */
import { danaPasskeyRegistration } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetSubOrgIdsRequestSchema,
  GetSubOrgIdsResponseSchema,
  GetVerifiedSubOrgIdsRequestSchema,
  GetVerifiedSubOrgIdsResponseSchema,
} from '../schemas/sub-organizations';
import { defineQuery, defineSubmission, type Operation } from './define';

export const subOrganizationOperations: Operation[] = [
  defineQuery({
    name: 'list_suborgs',
    sdkMethod: 'getSubOrgIds',
    tag: 'Organizations',
    summary: 'List sub-organizations',
    description:
      'Finds the sub-organizations of your organization whose users match a filter. Set `filterType` to the attribute to match (credential id, name, username, email, phone number, OIDC token or public key) and `filterValue` to its value; use it to route a returning end user to their own sub-organization. Results are paginated: `paginationOptions.limit` is 1 to 100 and defaults to 10. The matching ids are in `organizationIds`.',
    request: GetSubOrgIdsRequestSchema,
    response: GetSubOrgIdsResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        filterType: 'EMAIL',
        filterValue: ids.END_USER_EMAIL,
        paginationOptions: { limit: '10' },
      },
      response: { organizationIds: [ids.SUB_ORGANIZATION_ID] },
    },
  }),
  defineQuery({
    name: 'list_verified_suborgs',
    sdkMethod: 'getVerifiedSubOrgIds',
    tag: 'Organizations',
    summary: 'List sub-organizations with a verified contact',
    description:
      'Works like list_suborgs, but filters by email or phone number and only returns sub-organizations in which that contact is verified. Prefer it when the contact proves who the user is, for example before starting an OTP login. Paginated like list_suborgs (limit 1 to 100, default 10); the ids are in `organizationIds`.',
    request: GetVerifiedSubOrgIdsRequestSchema,
    response: GetVerifiedSubOrgIdsResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        filterType: 'PHONE_NUMBER',
        filterValue: ids.END_USER_PHONE_NUMBER,
      },
      response: { organizationIds: [ids.SUB_ORGANIZATION_ID] },
    },
  }),
  defineSubmission({
    name: 'create_sub_organization',
    sdkMethod: 'createSubOrganization',
    tag: 'Organizations',
    summary: 'Create sub-organization',
    description:
      'Creates a sub-organization with its root users, its root quorum threshold and, optionally, a first wallet. Give each end user their own sub-organization so that only their credentials control their keys. `rootQuorumThreshold` must be at least 1 and at most the number of `rootUsers`; the wallet mnemonic has 12, 15, 18, 21 or 24 words (12 by default) and account paths are BIP32. The new sub-organization id, root user ids and wallet addresses are in `activity.result.createSubOrganizationResultV8`.',
    activityType: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
    intentKey: 'createSubOrganizationIntentV8',
    result: { key: 'createSubOrganizationResultV8', source: 'wire' },
    example: {
      parameters: {
        subOrganizationName: ids.SUB_ORGANIZATION_NAME,
        rootUsers: [
          {
            userName: ids.END_USER_NAME,
            userEmail: ids.END_USER_EMAIL,
            apiKeys: [],
            authenticators: [danaPasskeyRegistration],
            oauthProviders: [],
          },
        ],
        rootQuorumThreshold: 1,
        wallet: {
          walletName: ids.END_USER_WALLET_NAME,
          accounts: [
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: ids.ETHEREUM_PATH,
              addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
            },
          ],
          mnemonicLength: 12,
        },
      },
      result: {
        subOrganizationId: ids.SUB_ORGANIZATION_ID,
        wallet: { walletId: ids.END_USER_WALLET_ID, addresses: [ids.END_USER_ETHEREUM_ADDRESS] },
        rootUserIds: [ids.END_USER_ID],
      },
    },
  }),
  defineSubmission({
    name: 'delete_sub_organization',
    sdkMethod: 'deleteSubOrganization',
    tag: 'Organizations',
    summary: 'Delete sub-organization',
    description:
      'Deletes the sub-organization named by `organizationId`, together with everything it holds. Its wallets and private keys must have been exported first; `deleteWithoutExport: true` lifts that requirement and destroys keys that exist nowhere else, and it has no effect on keys that were already exported. The deleted id is in `activity.result.deleteSubOrganizationResult.subOrganizationUuid`.',
    activityType: 'ACTIVITY_TYPE_DELETE_SUB_ORGANIZATION',
    intentKey: 'deleteSubOrganizationIntent',
    result: { key: 'deleteSubOrganizationResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { deleteWithoutExport: false },
      result: { subOrganizationUuid: ids.SUB_ORGANIZATION_ID },
    },
  }),
];
