/**
 * IP allowlists as a request meets them. Only a top-level organization has them; while its own
 * list is `enabled` it gates every request its keys stamp, and an API key's list with rules
 * takes its place for that key. No enabled list: every address may call.
 */
import type { IpAllowlistRecord, ReadTransaction } from '../../storage/types';
import { SandboxError } from '../errors';
import { cidrContains, parseAddress, parseCidr, type IpFamily } from './cidr';

/** The broadest block an allowlist takes per family, as the platform documents. */
export const SHORTEST_PREFIX: Readonly<Record<IpFamily, number>> = { 4: 20, 6: 48 };

/** The record id of the organization's list (`publicKey` absent) or of one key's list. */
export const ipAllowlistId = (organizationId: string, publicKey?: string) =>
  publicKey === undefined ? `${organizationId}/organization` : `${organizationId}/key/${publicKey}`;

/**
 * The peer address of a request: a string when the transport knows it, `null` when it has
 * addresses but could not tell this one, `undefined` when it has none (the in-page worker).
 */
export type RemoteAddress = string | null | undefined;

/**
 * The list that decides for a request stamped by `publicKey`, a key of organization
 * `keyOrganizationId` (the addressed organization, or its parent when the parent's key reads a
 * sub-organization): that organization's lists, if it is top-level. A sub-organization's own
 * keys meet no list.
 */
export async function governingAllowlist(
  tx: ReadTransaction,
  keyOrganizationId: string,
  publicKey: string,
): Promise<IpAllowlistRecord | undefined> {
  const organization = await tx.get('organization', keyOrganizationId);
  if (!organization || organization.parentOrganizationId !== undefined) return undefined;
  const own = await tx.get('ipAllowlist', ipAllowlistId(keyOrganizationId));
  if (!own?.enabled) return undefined;
  const perKey = await tx.get('ipAllowlist', ipAllowlistId(keyOrganizationId, publicKey));
  return perKey && perKey.rules.length > 0 ? perKey : own;
}

/** Throws PERMISSION_DENIED when `list` does not let `address` through. */
export function enforceAllowlist(list: IpAllowlistRecord, address: RemoteAddress): void {
  if (address === undefined) return;
  const parsed = address === null ? undefined : parseAddress(address);
  if (!parsed) {
    if (list.onEvaluationError === 'ALLOW') return;
    throw new SandboxError(
      'PERMISSION_DENIED',
      'IP_NOT_ALLOWED',
      `The source address of this request could not be determined, and the IP allowlist of organization ${list.organizationId} denies such requests (onEvaluationError DENY)`,
    );
  }
  const allowed = list.rules.some((rule) =>
    cidrContains(parseCidr(rule.cidr, SHORTEST_PREFIX), parsed),
  );
  if (!allowed) {
    const scope = list.publicKey === undefined ? 'organization' : 'API key';
    throw new SandboxError(
      'PERMISSION_DENIED',
      'IP_NOT_ALLOWED',
      `The source address ${address} is not in the ${scope} IP allowlist of organization ${list.organizationId}`,
    );
  }
}
