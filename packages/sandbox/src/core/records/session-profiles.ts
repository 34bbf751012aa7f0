/**
 * The session profiles an organization can see (its own, then its parent's) and what a login
 * takes from the one it names.
 */
import type { ReadTransaction } from '../../storage/types';
import type { HandlerContext } from '../contract';
import { notFound } from '../errors';

export /** The profiles `organizationId` can see: its own, then its parent's. */
async function visibleProfiles(tx: ReadTransaction, organizationId: string) {
  const own = await tx.list('sessionProfile', { organizationId });
  const organization = await tx.get('organization', organizationId);
  const parentId = organization?.parentOrganizationId;
  const inherited = parentId ? await tx.list('sessionProfile', { organizationId: parentId }) : [];
  return [...own, ...inherited];
}

/**
 * The lifetime and profile of a login in `organizationId`: the profile's own lifetime replaces
 * the login's `requestedSeconds` when it has one. A profile the organization cannot see (its own
 * or its parent's) is NOT_FOUND.
 */
export async function loginProfile(
  context: Pick<HandlerContext, 'storage'>,
  organizationId: string,
  requestedSeconds: number,
  sessionProfileId: string | undefined,
): Promise<{ expirationSeconds: number; sessionProfileId?: string }> {
  if (sessionProfileId === undefined) return { expirationSeconds: requestedSeconds };
  const profile = await context.storage.read(async (tx) =>
    (await visibleProfiles(tx, organizationId)).find(
      (candidate) => candidate.sessionProfileId === sessionProfileId,
    ),
  );
  if (!profile) {
    throw notFound(
      `sessionProfileId: no session profile ${sessionProfileId} in organization ${organizationId} or its parent`,
      'SESSION_PROFILE_NOT_FOUND',
    );
  }
  return {
    expirationSeconds:
      profile.expirationSeconds === undefined
        ? requestedSeconds
        : Number(profile.expirationSeconds),
    sessionProfileId,
  };
}
