/**
 * Session profiles: a named scope and lifetime that logins can point at. A profile cannot be
 * changed or deleted, and a sub-organization sees the profiles of its parent as well as its own.
 */
import type { CreateSessionProfileIntent, SessionProfile } from '@docs/platform-api';
import type { ReadTransaction, SessionProfileRecord } from '../../storage/types';
import { invalid, notFound } from '../errors';
import { query, simplified, submission } from '../registry';

const FIDELITY = simplified(
  'Profiles are stored and read back; logins accept a sessionProfileId but do not yet apply its scope or lifetime.',
);

function profileView(record: SessionProfileRecord): SessionProfile {
  return {
    sessionProfileId: record.sessionProfileId,
    sessionProfileName: record.sessionProfileName,
    scope: record.scope,
    ...(record.expirationSeconds === undefined
      ? {}
      : { expirationSeconds: record.expirationSeconds }),
    ...(record.notes === undefined ? {} : { notes: record.notes }),
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
  };
}

/** The profiles `organizationId` can see: its own, then its parent's. */
async function visibleProfiles(tx: ReadTransaction, organizationId: string) {
  const own = await tx.list('sessionProfile', { organizationId });
  const organization = await tx.get('organization', organizationId);
  const parentId = organization?.parentOrganizationId;
  const inherited = parentId ? await tx.list('sessionProfile', { organizationId: parentId }) : [];
  return [...own, ...inherited];
}

export const createSessionProfile = submission<CreateSessionProfileIntent>(
  FIDELITY,
  async (context, parameters) => {
    if (parameters.sessionProfileName.trim() === '') {
      throw invalid('sessionProfileName: must not be empty');
    }
    const expiration = parameters.expirationSeconds;
    if (expiration !== undefined && !/^[1-9][0-9]*$/.test(expiration)) {
      throw invalid(
        `expirationSeconds: ${JSON.stringify(expiration)} is not a positive whole number of seconds`,
      );
    }
    const profile: SessionProfileRecord = {
      sessionProfileId: context.newId(),
      organizationId: context.organizationId,
      sessionProfileName: parameters.sessionProfileName,
      scope: parameters.scope,
      ...(expiration === undefined ? {} : { expirationSeconds: expiration }),
      ...(parameters.notes === undefined ? {} : { notes: parameters.notes }),
      createdAt: context.timestamp(),
    };
    return {
      result: { sessionProfileId: profile.sessionProfileId },
      write: (tx) =>
        tx.insert('sessionProfile', {
          id: profile.sessionProfileId,
          organizationId: profile.organizationId,
          data: profile,
        }),
    };
  },
);

export const getSessionProfiles = query<unknown>(FIDELITY, (context) =>
  context.storage.read(async (tx) => ({
    sessionProfiles: (await visibleProfiles(tx, context.organizationId)).map(profileView),
  })),
);

export const getSessionProfile = query<{ sessionProfileId: string }>(FIDELITY, (context, input) =>
  context.storage.read(async (tx) => {
    const profile = (await visibleProfiles(tx, context.organizationId)).find(
      (candidate) => candidate.sessionProfileId === input.sessionProfileId,
    );
    if (!profile) {
      throw notFound(
        `No session profile ${input.sessionProfileId} in organization ${context.organizationId} or its parent`,
        'SESSION_PROFILE_NOT_FOUND',
      );
    }
    return { sessionProfile: profileView(profile) };
  }),
);
