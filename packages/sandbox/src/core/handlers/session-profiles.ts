/**
 * Session profiles: a named scope and lifetime that logins can point at. A profile cannot be
 * changed or deleted, and a sub-organization sees the profiles of its parent as well as its own.
 */
import {
  CreateSessionProfileIntentSchema,
  GetSessionProfileRequestSchema,
  GetSessionProfilesRequestSchema,
} from '@docs/platform-api';
import type { SessionProfile } from '@docs/platform-api';
import type { SessionProfileRecord } from '../../storage/types';
import { invalid, notFound } from '../errors';
import { query, simplified, submission } from '../contract';
import { visibleProfiles } from '../records/session-profiles';

/** What a login does with a profile, stated once for the profile operations and the logins. */
export const PROFILE_FIDELITY =
  "A login naming a profile (sessionProfileId) lasts the profile's expirationSeconds when the profile has one, else the login's own, and its key (type CREDENTIAL_TYPE_LOGIN) records the profile; the profile's scope is stored but not enforced: the session can do what its user can.";

const FIDELITY = simplified(PROFILE_FIDELITY);

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

export const createSessionProfile = submission(
  CreateSessionProfileIntentSchema,
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

export const getSessionProfiles = query(GetSessionProfilesRequestSchema, FIDELITY, (context) =>
  context.storage.read(async (tx) => ({
    sessionProfiles: (await visibleProfiles(tx, context.organizationId)).map(profileView),
  })),
);

export const getSessionProfile = query(GetSessionProfileRequestSchema, FIDELITY, (context, input) =>
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
