/**
 * IP allowlists as a request meets them. Only a top-level organization has them; its own list
 * gates every request addressed to it while `enabled`, and an API key's list with rules takes
 * its place for requests that key stamps. No enabled list: every address may call.
 */
import type { IpAllowlistRecord, OrganizationRecord, ReadTransaction } from '../../storage/types';
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

/** The list that decides for a request stamped by `publicKey`, if any list is in force. */
export async function governingAllowlist(
  tx: ReadTransaction,
  organization: OrganizationRecord,
  publicKey: string,
): Promise<IpAllowlistRecord | undefined> {
  if (organization.parentOrganizationId !== undefined) return undefined;
  const own = await tx.get('ipAllowlist', ipAllowlistId(organization.organizationId));
  if (!own?.enabled) return undefined;
  const perKey = await tx.get('ipAllowlist', ipAllowlistId(organization.organizationId, publicKey));
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
