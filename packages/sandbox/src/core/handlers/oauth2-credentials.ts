/**
 * OAuth 2.0 credentials (an app's client id and encrypted secret at X or Discord) and
 * oauth2_authenticate, which trades an authorization code for an OIDC token the platform signs.
 * The sandbox talks to no provider: its token comes from the sandbox OIDC issuer, so oauth_login
 * and oauth accept it.
 */
import {
  CreateOauth2CredentialIntentSchema,
  DeleteOauth2CredentialIntentSchema,
  GetOauth2CredentialRequestSchema,
  ListOauth2CredentialsRequestSchema,
  Oauth2AuthenticateIntentSchema,
  UpdateOauth2CredentialIntentSchema,
} from '@docs/platform-api';
import type { Oauth2Credential } from '@docs/platform-api';
import type { Oauth2CredentialRecord, ReadTransaction } from '../../storage/types';
import { sandboxKey } from '../auth/keys';
import { mintOidcToken } from '../auth/oidc';
import { requireP256PublicKey } from '../auth/session';
import { invalid, notFound } from '../errors';
import { faithful, query, simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';

const STORE_FIDELITY = simplified(
  'The encrypted client secret is stored and shown back as given; the sandbox never decrypts it (there is no TLS fetcher quorum key) and never checks it with the provider.',
);

const AUTHENTICATE_FIDELITY = simplified(
  "No provider is contacted: the authorization code stands for the provider account, and the OIDC token (signed by the sandbox OIDC issuer, 1 hour) has sub = authCode, aud = the credential's clientId and your nonce. codeVerifier and redirectUri are checked for shape only. No bearer token exists, so bearerTokenTargetPublicKey is checked as a P-256 key and the encrypted_bearer_token claim is left out. A sub-organization may use its parent's credentials.",
);

function checkFields(parameters: { clientId: string; encryptedClientSecret: string }): void {
  if (parameters.clientId.trim() === '') throw invalid('clientId: must not be empty');
  if (parameters.encryptedClientSecret.trim() === '') {
    throw invalid('encryptedClientSecret: must not be empty');
  }
}

function credentialView(record: Oauth2CredentialRecord): Oauth2Credential {
  return {
    oauth2CredentialId: record.oauth2CredentialId,
    organizationId: record.organizationId,
    provider: record.provider,
    clientId: record.clientId,
    encryptedClientSecret: record.encryptedClientSecret,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const ownCredential = (tx: ReadTransaction, id: string, organizationId: string) =>
  ownRecord(tx, 'oauth2Credential', id, organizationId, 'OAuth2 credential');

export const createOauth2Credential = submission(
  CreateOauth2CredentialIntentSchema,
  STORE_FIDELITY,
  async (context, parameters) => {
    checkFields(parameters);
    const now = context.timestamp();
    const credential: Oauth2CredentialRecord = {
      oauth2CredentialId: context.newId(),
      organizationId: context.organizationId,
      provider: parameters.provider,
      clientId: parameters.clientId,
      encryptedClientSecret: parameters.encryptedClientSecret,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { oauth2CredentialId: credential.oauth2CredentialId },
      write: (tx) =>
        tx.insert('oauth2Credential', {
          id: credential.oauth2CredentialId,
          organizationId: credential.organizationId,
          data: credential,
        }),
    };
  },
);

export const updateOauth2Credential = submission(
  UpdateOauth2CredentialIntentSchema,
  STORE_FIDELITY,
  async (context, parameters) => {
    checkFields(parameters);
    const before = await context.storage.read((tx) =>
      ownCredential(tx, parameters.oauth2CredentialId, context.organizationId),
    );
    const after: Oauth2CredentialRecord = {
      ...before,
      provider: parameters.provider,
      clientId: parameters.clientId,
      encryptedClientSecret: parameters.encryptedClientSecret,
      updatedAt: context.timestamp(),
    };
    return {
      result: { oauth2CredentialId: after.oauth2CredentialId },
      write: async (tx) => {
        await ownCredential(tx, after.oauth2CredentialId, context.organizationId);
        await tx.update('oauth2Credential', after.oauth2CredentialId, after);
      },
    };
  },
);

export const deleteOauth2Credential = submission(
  DeleteOauth2CredentialIntentSchema,
  faithful,
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownCredential(tx, parameters.oauth2CredentialId, context.organizationId),
    );
    return {
      result: { oauth2CredentialId: parameters.oauth2CredentialId },
      write: async (tx) => {
        await ownCredential(tx, parameters.oauth2CredentialId, context.organizationId);
        await tx.remove('oauth2Credential', parameters.oauth2CredentialId);
      },
    };
  },
);

export const getOauth2Credential = query(
  GetOauth2CredentialRequestSchema,
  STORE_FIDELITY,
  (context, input) =>
    context.storage.read(async (tx) => ({
      oauth2Credential: credentialView(
        await ownCredential(tx, input.oauth2CredentialId, context.organizationId),
      ),
    })),
);

export const listOauth2Credentials = query(
  ListOauth2CredentialsRequestSchema,
  STORE_FIDELITY,
  (context) =>
    context.storage.read(async (tx) => ({
      oauth2Credentials: (
        await tx.list('oauth2Credential', { organizationId: context.organizationId })
      ).map(credentialView),
    })),
);

/** The credential in the organization or its parent, or NOT_FOUND naming the field. */
async function usableCredential(tx: ReadTransaction, organizationId: string, id: string) {
  const credential = await tx.get('oauth2Credential', id);
  const organization = await tx.get('organization', organizationId);
  if (
    credential &&
    (credential.organizationId === organizationId ||
      credential.organizationId === organization?.parentOrganizationId)
  ) {
    return credential;
  }
  throw notFound(
    `oauth2CredentialId: no OAuth2 credential ${id} in organization ${organizationId} or its parent`,
    'OAUTH2_CREDENTIAL_NOT_FOUND',
  );
}

export const oauth2Authenticate = submission(
  Oauth2AuthenticateIntentSchema,
  AUTHENTICATE_FIDELITY,
  async (context, parameters) => {
    for (const field of ['authCode', 'codeVerifier', 'redirectUri'] as const) {
      if (parameters[field].trim() === '') throw invalid(`${field}: must be set`);
    }
    if (!URL.canParse(parameters.redirectUri)) {
      throw invalid(`redirectUri: ${JSON.stringify(parameters.redirectUri)} is not a URL`);
    }
    if (!/^[0-9a-f]{64}$/i.test(parameters.nonce)) {
      throw invalid(
        'nonce: expected the hex SHA-256 of the public key the client will log in with',
      );
    }
    if (parameters.bearerTokenTargetPublicKey !== undefined) {
      requireP256PublicKey(parameters.bearerTokenTargetPublicKey, 'bearerTokenTargetPublicKey');
    }
    const credential = await context.storage.read((tx) =>
      usableCredential(tx, context.organizationId, parameters.oauth2CredentialId),
    );
    const oidcToken = mintOidcToken(
      await sandboxKey(context, 'oidc'),
      { sub: parameters.authCode, aud: credential.clientId, nonce: parameters.nonce.toLowerCase() },
      context.now(),
    );
    return { result: { oidcToken } };
  },
);
