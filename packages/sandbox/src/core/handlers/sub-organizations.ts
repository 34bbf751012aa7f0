/** Listing sub-organizations, optionally by one property of their users, keys or accounts. */
import type { GetSubOrgIdsRequest } from '@docs/platform-api';
import type { OrganizationRecord, ReadTransaction } from '../../storage/types';
import { SandboxError } from '../errors';
import { query, simplified } from '../registry';
import { page } from './paging';

type Matcher = (
  tx: ReadTransaction,
  organization: OrganizationRecord,
  value: string,
) => Promise<boolean>;

const usersOf = (tx: ReadTransaction, organization: OrganizationRecord) =>
  tx.list('user', { organizationId: organization.organizationId });

/** The filter types the sandbox evaluates; CREDENTIAL_ID and OIDC_TOKEN need authenticators. */
const MATCHERS: Record<string, Matcher> = {
  NAME: (_, organization, value) => Promise.resolve(organization.name === value),
  USERNAME: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userName === value),
  EMAIL: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userEmail === value),
  PHONE_NUMBER: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userPhoneNumber === value),
  PUBLIC_KEY: async (tx, organization, value) =>
    (await tx.list('apiKey', { lookup: value.toLowerCase() })).some(
      (key) => key.organizationId === organization.organizationId,
    ),
  WALLET_ACCOUNT_ADDRESS: async (tx, organization, value) =>
    (await tx.list('walletAccount', { lookup: value })).some(
      (account) => account.organizationId === organization.organizationId,
    ),
};

export const listSubOrganizations = query<GetSubOrgIdsRequest>(
  simplified(
    'filterType CREDENTIAL_ID and OIDC_TOKEN answer 501: matching sub-organizations by passkey credential or by OIDC token is not implemented.',
  ),
  (context, input) =>
    context.storage.read(async (tx) => {
      const children = await tx.list('organization', { parentId: context.organizationId });
      let selected = children;
      if (input.filterType !== undefined && input.filterType !== '') {
        const matcher = MATCHERS[input.filterType];
        if (!matcher) {
          throw new SandboxError(
            'UNIMPLEMENTED',
            'FILTER_TYPE_UNSUPPORTED',
            `filterType: the sandbox filters by ${Object.keys(MATCHERS).join(', ')}; received ${input.filterType}`,
          );
        }
        const value = input.filterValue ?? '';
        const matches = await Promise.all(children.map((child) => matcher(tx, child, value)));
        selected = children.filter((_, index) => matches[index]);
      }
      const ids = page(selected, (child) => child.organizationId, input.paginationOptions, false);
      return { organizationIds: ids.map((child) => child.organizationId) };
    }),
);
