/**
 * Credentials a user holds: API keys, passkey authenticators and OAuth providers, as stored and
 * as submitted when creating them.
 */
import * as z from 'zod';
import {
  API_KEY_ID,
  API_KEY_NAME,
  API_KEY_PUBLIC_KEY,
  AUTHENTICATOR_AAGUID,
  AUTHENTICATOR_CREDENTIAL_ID,
  AUTHENTICATOR_ID,
  AUTHENTICATOR_NAME,
  OAUTH_PROVIDER_ID,
  SESSION_PROFILE_ID,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { ApiKeyCurveSchema, AuthenticatorTransportSchema, CredentialTypeSchema } from './enums';
import { id, text, uint64 } from './fields';

export const CredentialSchema = z
  .object({
    publicKey: text('Public key of the credential, hex-encoded.', API_KEY_PUBLIC_KEY),
    type: CredentialTypeSchema,
    sessionProfileId: id(
      'The session profile the login that issued this key named; login keys only.',
      SESSION_PROFILE_ID,
    ).optional(),
  })
  .meta({
    id: 'Credential',
    description: 'A public key and the kind of credential it belongs to.',
  });
export type Credential = z.infer<typeof CredentialSchema>;

export const ApiKeySchema = z
  .object({
    credential: CredentialSchema,
    apiKeyId: id('Unique identifier of the API key.', API_KEY_ID),
    apiKeyName: text('Name given to the API key.', API_KEY_NAME),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    expirationSeconds: uint64(
      'Lifetime of the key in seconds from its creation; absent when the key does not expire.',
      '900',
    ).optional(),
  })
  .meta({ id: 'ApiKey', description: 'An API key: a public key registered to a user.' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const AttestationSchema = z
  .object({
    credentialId: text('The WebAuthn credential id, base64url.', AUTHENTICATOR_CREDENTIAL_ID),
    clientDataJson: text('The `clientDataJSON` of the registration, base64url.'),
    attestationObject: text('The attestation object of the registration, base64url.'),
    transports: z
      .array(AuthenticatorTransportSchema)
      .meta({ description: 'Transports the authenticator reported.' }),
  })
  .meta({
    id: 'Attestation',
    description: 'The output of a WebAuthn registration ceremony (navigator.credentials.create).',
  });
export type Attestation = z.infer<typeof AttestationSchema>;

export const AuthenticatorSchema = z
  .object({
    transports: z.array(AuthenticatorTransportSchema),
    attestationType: text('Attestation conveyance reported at registration.', 'none'),
    aaguid: text('Model identifier (AAGUID) of the authenticator.', AUTHENTICATOR_AAGUID),
    credentialId: text('The WebAuthn credential id.', AUTHENTICATOR_CREDENTIAL_ID),
    model: text('Authenticator model name, when known.', 'iCloud Keychain'),
    credential: CredentialSchema,
    authenticatorId: id('Unique identifier of the authenticator.', AUTHENTICATOR_ID),
    authenticatorName: text('Name given to the authenticator.', AUTHENTICATOR_NAME),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'Authenticator', description: 'A passkey (WebAuthn authenticator) of a user.' });
export type Authenticator = z.infer<typeof AuthenticatorSchema>;

export const OauthProviderSchema = z
  .object({
    providerId: id('Unique identifier of the OAuth provider record.', OAUTH_PROVIDER_ID),
    providerName: text('Name given to the provider.', 'Google'),
    issuer: text('The `iss` claim of the OIDC tokens accepted.', 'https://accounts.google.com'),
    audience: text('The `aud` claim: your OAuth client id.', 'acme-web.apps.example'),
    subject: text('The `sub` claim: the user at the provider.', '104831297453629584112'),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'OauthProvider',
    description: 'An OIDC identity linked to a user; a matching OIDC token logs the user in.',
  });
export type OauthProvider = z.infer<typeof OauthProviderSchema>;

const apiKeyParamsFields = {
  apiKeyName: text('Name for the new API key.', API_KEY_NAME),
  publicKey: text(
    'Public key of the pair you generated, hex-encoded (compressed for P-256).',
    API_KEY_PUBLIC_KEY,
  ),
  expirationSeconds: uint64(
    'Lifetime of the key in seconds; omit for a key that does not expire.',
    '2592000',
  ).optional(),
};

export const ApiKeyParamsSchema = z
  .object(apiKeyParamsFields)
  .meta({ id: 'ApiKeyParams', description: 'An API key to register (P-256 key).' });
export type ApiKeyParams = z.infer<typeof ApiKeyParamsSchema>;

export const ApiKeyParamsV2Schema = z
  .object({
    apiKeyName: apiKeyParamsFields.apiKeyName,
    publicKey: apiKeyParamsFields.publicKey,
    curveType: ApiKeyCurveSchema,
    expirationSeconds: apiKeyParamsFields.expirationSeconds,
  })
  .meta({ id: 'ApiKeyParamsV2', description: 'An API key to register, with its curve.' });
export type ApiKeyParamsV2 = z.infer<typeof ApiKeyParamsV2Schema>;

export const AuthenticatorParamsV2Schema = z
  .object({
    authenticatorName: text('Name for the new authenticator.', AUTHENTICATOR_NAME),
    challenge: text(
      'The challenge passed to the registration ceremony, exactly as used there.',
      'c2lnbi11cC1kYW5hLTdmM2M',
    ),
    attestation: AttestationSchema,
  })
  .meta({
    id: 'AuthenticatorParamsV2',
    description: 'A passkey to register: its name, the challenge used and the attestation.',
  });
export type AuthenticatorParamsV2 = z.infer<typeof AuthenticatorParamsV2Schema>;

export const OidcClaimsSchema = z
  .object({
    iss: text('The issuer of the identity token.', 'https://accounts.google.com'),
    sub: text('The subject: the user as the issuer identifies them.', '110248495921238986420'),
    aud: text('The audience: the client id the token was issued for.', 'acme-wallet-web'),
  })
  .meta({
    id: 'OidcClaims',
    description: 'The three claims that name an OIDC identity, given instead of a whole token.',
  });
export type OidcClaims = z.infer<typeof OidcClaimsSchema>;

export const OauthProviderParamsV2Schema = z
  .object({
    providerName: text('Name for the provider link.', 'Google'),
    oidcToken: text('An OIDC ID token (JWT) issued to the user by the provider.').optional(),
    oidcClaims: OidcClaimsSchema.optional(),
  })
  .meta({
    id: 'OauthProviderParamsV2',
    description:
      'An OIDC identity to link: either a token the provider issued, or the issuer, subject and audience claims of the identity.',
  });
export type OauthProviderParamsV2 = z.infer<typeof OauthProviderParamsV2Schema>;
