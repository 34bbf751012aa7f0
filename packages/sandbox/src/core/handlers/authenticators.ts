/** Passkeys (WebAuthn authenticators) of users: register, read, list, remove. */
import {
  CreateAuthenticatorsIntentV2Schema,
  DeleteAuthenticatorsIntentSchema,
  GetAuthenticatorRequestSchema,
  GetAuthenticatorsRequestSchema,
} from '@docs/platform-api';

import type { ReadTransaction } from '../../storage/types';
import { notFound } from '../errors';
import { faithful, query, simplified, submission } from '../contract';
import { authenticatorView } from '../views';
import { insertAuthenticators, newAuthenticators } from '../records/authenticators';
import { ownRecord } from '../records/owned';

export const REGISTRATION_DIFFERS =
  'The attestation is parsed and its ES256 P-256 key stored, the challenge and credential id checked; the attestation statement (signature, certificates) and the relying party id hash are not verified, and model is empty.';

export const createAuthenticators = submission(
  CreateAuthenticatorsIntentV2Schema,
  simplified(REGISTRATION_DIFFERS),
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user'),
    );
    const authenticators = newAuthenticators(
      context,
      context.organizationId,
      parameters.userId,
      parameters.authenticators,
      'authenticators',
    );
    return {
      result: { authenticatorIds: authenticators.map((record) => record.authenticatorId) },
      write: async (tx) => {
        await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
        await insertAuthenticators(tx, authenticators);
      },
    };
  },
);

export const getAuthenticator = query(
  GetAuthenticatorRequestSchema,
  simplified('model is empty (the sandbox has no authenticator metadata).'),
  (context, input) =>
    context.storage.read(async (tx) => {
      const authenticator = await tx.get('authenticator', input.authenticatorId);
      if (!authenticator || authenticator.organizationId !== context.organizationId) {
        throw notFound(
          `No authenticator ${input.authenticatorId} in organization ${context.organizationId}`,
          'AUTHENTICATOR_NOT_FOUND',
        );
      }
      return { authenticator: authenticatorView(authenticator) };
    }),
);

export const getAuthenticators = query(
  GetAuthenticatorsRequestSchema,
  simplified('model is empty (the sandbox has no authenticator metadata).'),
  (context, input) =>
    context.storage.read(async (tx) => {
      await ownRecord(tx, 'user', input.userId, context.organizationId, 'user');
      const authenticators = await tx.list('authenticator', { parentId: input.userId });
      return { authenticators: authenticators.map(authenticatorView) };
    }),
);

export const deleteAuthenticators = submission(
  DeleteAuthenticatorsIntentSchema,
  faithful,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
      const owned = new Set(
        (await tx.list('authenticator', { parentId: parameters.userId })).map(
          (record) => record.authenticatorId,
        ),
      );
      const missing = parameters.authenticatorIds.filter((id) => !owned.has(id));
      if (missing.length > 0) {
        throw notFound(
          `authenticatorIds: user ${parameters.userId} has no authenticator ${missing.join(', ')}`,
          'AUTHENTICATOR_NOT_FOUND',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { authenticatorIds: parameters.authenticatorIds },
      write: async (tx) => {
        await check(tx);
        for (const id of parameters.authenticatorIds) await tx.remove('authenticator', id);
      },
    };
  },
);
