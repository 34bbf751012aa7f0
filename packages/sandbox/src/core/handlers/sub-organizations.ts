/** Listing sub-organizations, optionally by one property of their users, keys or accounts. */
import { GetSubOrgIdsRequestSchema } from '@docs/platform-api';
import type { OrganizationRecord, ReadTransaction } from '../../storage/types';
import { sandboxKey } from '../auth/keys';
import { verifyOidcToken } from '../auth/oidc';
import { identityLookup } from '../auth/users';
import { SandboxError } from '../errors';
import { query, simplified, type HandlerContext } from '../contract';
import { page } from './paging';

type Matcher = (
  tx: ReadTransaction,
  organization: OrganizationRecord,
  value: string,
) => Promise<boolean>;

const usersOf = (tx: ReadTransaction, organization: OrganizationRecord) =>
  tx.list('user', { organizationId: organization.organizationId });

/** A child matches when one of its records of `kind` has the lookup value. */
const holds =
  (kind: 'apiKey' | 'walletAccount' | 'authenticator' | 'oauthProvider'): Matcher =>
  async (tx, organization, value) =>
    (await tx.list(kind, { lookup: value })).some(
      (record) => record.organizationId === organization.organizationId,
    );

/**
 * The filter types, each on the value as the matcher compares it: OIDC_TOKEN's token has been
 * verified and replaced by its identity's lookup key before the read (see `lookupValue`).
 */
const MATCHERS: Record<string, Matcher> = {
  NAME: (_, organization, value) => Promise.resolve(organization.name === value),
  USERNAME: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userName === value),
  EMAIL: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userEmail === value),
  PHONE_NUMBER: async (tx, organization, value) =>
    (await usersOf(tx, organization)).some((user) => user.userPhoneNumber === value),
  PUBLIC_KEY: (tx, organization, value) => holds('apiKey')(tx, organization, value.toLowerCase()),
  WALLET_ACCOUNT_ADDRESS: holds('walletAccount'),
  CREDENTIAL_ID: holds('authenticator'),
  OIDC_TOKEN: holds('oauthProvider'),
};

/**
 * The value a filter compares. An OIDC token is verified first (signature, issuer, expiry: the
 * cryptography happens before the read) and stands for its issuer and subject.
 */
async function lookupValue(
  context: HandlerContext,
  filterType: string,
  value: string,
): Promise<string> {
  if (filterType !== 'OIDC_TOKEN') return value;
  const claims = verifyOidcToken(value, await sandboxKey(context, 'oidc'), context.now());
  return identityLookup(claims.iss, claims.sub);
}

export const listSubOrganizations = query(
  GetSubOrgIdsRequestSchema,
  simplified(
    'OIDC_TOKEN accepts tokens of the sandbox OIDC issuer only (POST /sandbox/v1/oidc/token), as oauth_login does.',
  ),
  async (context, input) => {
    const filterType = input.filterType ?? '';
    const matcher = filterType === '' ? undefined : MATCHERS[filterType];
    if (filterType !== '' && !matcher) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'FILTER_TYPE_UNSUPPORTED',
        `filterType: the sandbox filters by ${Object.keys(MATCHERS).join(', ')}; received ${filterType}`,
      );
    }
    const value = matcher ? await lookupValue(context, filterType, input.filterValue ?? '') : '';
    return context.storage.read(async (tx) => {
      const children = await tx.list('organization', { parentId: context.organizationId });
      let selected = children;
      if (matcher) {
        const matches = await Promise.all(children.map((child) => matcher(tx, child, value)));
        selected = children.filter((_, index) => matches[index]);
      }
      const ids = page(selected, (child) => child.organizationId, input.paginationOptions, false);
      return { organizationIds: ids.map((child) => child.organizationId) };
    });
  },
);
