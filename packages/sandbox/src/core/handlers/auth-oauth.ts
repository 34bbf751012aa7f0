/**
 * OIDC identities linked to users (create_oauth_providers, the `oauthProviders` of create_users and
 * create_sub_organization, get and delete), and the logins that take an OIDC token: oauth_login (a
 * session JWT) and oauth (a credential bundle). Tokens must come from the sandbox issuer.
 */
import {
  CreateOauthProvidersIntentV2Schema,
  DeleteOauthProvidersIntentSchema,
  GetOauthProvidersRequestSchema,
  OauthIntentSchema,
  OauthLoginIntentSchema,
} from '@docs/platform-api';
import type { OauthProviderParamsV2 } from '@docs/platform-api';
import type {
  OauthProviderRecord,
  ReadTransaction,
  UserRecord,
  WriteTransaction,
} from '../../storage/types';
import { sandboxKey } from '../auth/keys';
import { loginNonce, verifyOidcToken } from '../auth/oidc';
import { issueLogin, requested, requireLifetime, requireP256PublicKey } from '../auth/session';
import { identityLookup, userByIdentity } from '../auth/users';
import { invalid, notFound } from '../errors';
import { faithful, query, simplified, submission, type HandlerContext } from '../contract';
import { oauthProviderView } from '../views';
import { PROFILE_FIDELITY } from './session-profiles';
import { ownRecord } from '../records/owned';

/**
 * The provider records for `params`: the identity comes from a sandbox-issued token (verified,
 * its nonce not checked) or from the `oidcClaims` given.
 */
export async function newOauthProviders(
  context: Pick<HandlerContext, 'newId' | 'timestamp' | 'now' | 'storage' | 'random'>,
  user: Pick<UserRecord, 'userId' | 'organizationId'>,
  params: readonly OauthProviderParamsV2[],
  path: string,
): Promise<OauthProviderRecord[]> {
  if (params.length === 0) return [];
  const key = await sandboxKey(context, 'oidc');
  return params.map((param, index) => {
    let identity: { iss: string; sub: string; aud: string };
    if (param.oidcToken !== undefined) {
      identity = verifyOidcToken(param.oidcToken, key, context.now());
    } else if (param.oidcClaims !== undefined) {
      identity = param.oidcClaims;
    } else {
      throw invalid(`${path}[${index}]: give oidcToken or oidcClaims`);
    }
    const now = context.timestamp();
    return {
      providerId: context.newId(),
      organizationId: user.organizationId,
      userId: user.userId,
      providerName: param.providerName,
      issuer: identity.iss,
      audience: identity.aud,
      subject: identity.sub,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Inserts the links; an identity already linked in the organization is refused. */
export async function insertOauthProviders(
  tx: WriteTransaction,
  providers: readonly OauthProviderRecord[],
) {
  for (const provider of providers) {
    const lookup = identityLookup(provider.issuer, provider.subject);
    const taken = (await tx.list('oauthProvider', { lookup })).some(
      (other) => other.organizationId === provider.organizationId,
    );
    if (taken) {
      throw invalid(
        `oauthProviders: the identity ${provider.subject} of ${provider.issuer} is already linked to a user of this organization`,
        'OAUTH_PROVIDER_TAKEN',
      );
    }
    await tx.insert('oauthProvider', {
      id: provider.providerId,
      organizationId: provider.organizationId,
      parentId: provider.userId,
      lookup,
      data: provider,
    });
  }
}

const LINK_FIDELITY =
  'An oidcToken must come from the sandbox OIDC issuer (POST /sandbox/v1/oidc/token); oidcClaims are stored as given.';

export const createOauthProviders = submission(
  CreateOauthProvidersIntentV2Schema,
  simplified(LINK_FIDELITY),
  async (context, parameters) => {
    const user = await context.storage.read((tx) =>
      ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user'),
    );
    const providers = await newOauthProviders(
      context,
      user,
      parameters.oauthProviders,
      'oauthProviders',
    );
    return {
      result: { providerIds: providers.map((provider) => provider.providerId) },
      write: async (tx) => {
        await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
        await insertOauthProviders(tx, providers);
      },
    };
  },
);

export const deleteOauthProviders = submission(
  DeleteOauthProvidersIntentSchema,
  faithful,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      await ownRecord(tx, 'user', parameters.userId, context.organizationId, 'user');
      const owned = new Set(
        (await tx.list('oauthProvider', { parentId: parameters.userId })).map((p) => p.providerId),
      );
      const missing = parameters.providerIds.filter((id) => !owned.has(id));
      if (missing.length > 0) {
        throw notFound(
          `providerIds: user ${parameters.userId} has no OAuth provider ${missing.join(', ')}`,
          'OAUTH_PROVIDER_NOT_FOUND',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { providerIds: parameters.providerIds },
      write: async (tx) => {
        await check(tx);
        for (const id of parameters.providerIds) await tx.remove('oauthProvider', id);
      },
    };
  },
);

export const getOauthProviders = query(GetOauthProvidersRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => {
    if (input.userId !== undefined) {
      await ownRecord(tx, 'user', input.userId, context.organizationId, 'user');
    }
    const providers =
      input.userId !== undefined
        ? await tx.list('oauthProvider', { parentId: input.userId })
        : await tx.list('oauthProvider', { organizationId: context.organizationId });
    return { oauthProviders: providers.map(oauthProviderView) };
  }),
);

const TOKEN_FIDELITY =
  'Only tokens of the sandbox OIDC issuer are accepted (its keys: GET /sandbox/v1/oidc/jwks); the nonce must be the hex SHA-256 of the public key sent.';

export const oauthLogin = submission(
  OauthLoginIntentSchema,
  simplified(
    `${TOKEN_FIDELITY} The session JWT is signed by the sandbox session key. ${PROFILE_FIDELITY}`,
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const publicKey = requireP256PublicKey(parameters.publicKey, 'publicKey');
    const claims = verifyOidcToken(
      parameters.oidcToken,
      await sandboxKey(context, 'oidc'),
      context.now(),
      loginNonce(parameters.publicKey),
    );
    const user = await context.storage.read((tx) =>
      userByIdentity(tx, context.organizationId, claims.iss, claims.sub),
    );
    const { credential: session, write } = await issueLogin(context, user, {
      operation: 'oauth_login',
      expirationSeconds: seconds,
      ...requested(parameters),
      session: { publicKey, sessionProfileId: parameters.sessionProfileId },
    });
    return { result: { session }, write };
  },
);

export const oauth = submission(
  OauthIntentSchema,
  simplified(
    `${TOKEN_FIDELITY} The credential bundle is HPKE-encrypted to targetPublicKey as the platform does it; the key is of type CREDENTIAL_TYPE_OAUTH_KEY_P256.`,
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const claims = verifyOidcToken(
      parameters.oidcToken,
      await sandboxKey(context, 'oidc'),
      context.now(),
      loginNonce(parameters.targetPublicKey),
    );
    const user = await context.storage.read((tx) =>
      userByIdentity(tx, context.organizationId, claims.iss, claims.sub),
    );
    const issued = await issueLogin(context, user, {
      operation: 'oauth',
      expirationSeconds: seconds,
      ...requested(parameters),
      bundle: {
        targetPublicKey: parameters.targetPublicKey,
        credentialType: 'CREDENTIAL_TYPE_OAUTH_KEY_P256',
      },
    });
    return {
      result: {
        userId: user.userId,
        apiKeyId: issued.apiKey.apiKeyId,
        credentialBundle: issued.credential,
      },
      write: issued.write,
    };
  },
);
