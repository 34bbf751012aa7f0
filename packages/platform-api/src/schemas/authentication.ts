/**
 * Authentication and sessions, added from the pinned client and placed under Users (decision
 * 0074): the organization's OAuth 2.0 app registrations (credentials) and the code exchange that
 * uses them (oauth2_authenticate), and session profiles, which the logins name with
 * `sessionProfileId`.
 */
import * as z from 'zod';
import {
  OAUTH2_CLIENT_ID,
  OAUTH2_CREDENTIAL_ID,
  OAUTH2_ENCRYPTED_CLIENT_SECRET,
  OAUTH2_NONCE,
  OAUTH2_OIDC_TOKEN,
  ORGANIZATION_ID,
  SESSION_PROFILE_ID,
  SESSION_PROFILE_NAME,
  TARGET_PUBLIC_KEY,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { id, organizationIdField, text } from './fields';

// --- OAuth 2.0 credentials -------------------------------------------------------------------

export const Oauth2ProviderSchema = z.enum(['OAUTH2_PROVIDER_X', 'OAUTH2_PROVIDER_DISCORD']).meta({
  id: 'Oauth2Provider',
  description:
    'A provider the platform can run the OAuth 2.0 code exchange with on your behalf: X or Discord.',
});
export type Oauth2Provider = z.infer<typeof Oauth2ProviderSchema>;

const oauth2CredentialId = (description: string) => id(description, OAUTH2_CREDENTIAL_ID);
const clientId = text(
  'The client id the provider gave your application when you registered it.',
  OAUTH2_CLIENT_ID,
);
const encryptedClientSecret = text(
  "Your application's client secret, encrypted to the quorum key of the platform's TLS fetcher enclave, so that only the enclave that calls the provider can read it.",
  OAUTH2_ENCRYPTED_CLIENT_SECRET,
);

export const Oauth2CredentialSchema = z
  .object({
    oauth2CredentialId: oauth2CredentialId('Identifies the credential.'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    provider: Oauth2ProviderSchema,
    clientId,
    encryptedClientSecret,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'Oauth2Credential',
    description: "An organization's registration with an OAuth 2.0 provider.",
  });
export type Oauth2Credential = z.infer<typeof Oauth2CredentialSchema>;

const credentialFields = { provider: Oauth2ProviderSchema, clientId, encryptedClientSecret };

export const CreateOauth2CredentialIntentSchema = z.object(credentialFields).meta({
  id: 'CreateOauth2CredentialIntent',
  description: 'Parameters of create_oauth2_credential.',
});
export type CreateOauth2CredentialIntent = z.infer<typeof CreateOauth2CredentialIntentSchema>;

export const UpdateOauth2CredentialIntentSchema = z
  .object({
    oauth2CredentialId: oauth2CredentialId('The credential to replace.'),
    ...credentialFields,
  })
  .meta({
    id: 'UpdateOauth2CredentialIntent',
    description: 'Parameters of update_oauth2_credential; every field is replaced.',
  });
export type UpdateOauth2CredentialIntent = z.infer<typeof UpdateOauth2CredentialIntentSchema>;

export const DeleteOauth2CredentialIntentSchema = z
  .object({ oauth2CredentialId: oauth2CredentialId('The credential to remove.') })
  .meta({
    id: 'DeleteOauth2CredentialIntent',
    description: 'Parameters of delete_oauth2_credential.',
  });
export type DeleteOauth2CredentialIntent = z.infer<typeof DeleteOauth2CredentialIntentSchema>;

/** The three credential submissions answer the credential id under their own result name. */
function credentialResult<Id extends string>(resultId: Id, operation: string, words: string) {
  return z
    .object({ oauth2CredentialId: oauth2CredentialId(words) })
    .meta({ id: resultId, description: `Result of ${operation}.` });
}

export const CreateOauth2CredentialResultSchema = credentialResult(
  'CreateOauth2CredentialResult',
  'create_oauth2_credential',
  'The new credential.',
);
export type CreateOauth2CredentialResult = z.infer<typeof CreateOauth2CredentialResultSchema>;

export const UpdateOauth2CredentialResultSchema = credentialResult(
  'UpdateOauth2CredentialResult',
  'update_oauth2_credential',
  'The credential that changed.',
);
export type UpdateOauth2CredentialResult = z.infer<typeof UpdateOauth2CredentialResultSchema>;

export const DeleteOauth2CredentialResultSchema = credentialResult(
  'DeleteOauth2CredentialResult',
  'delete_oauth2_credential',
  'The credential that was removed.',
);
export type DeleteOauth2CredentialResult = z.infer<typeof DeleteOauth2CredentialResultSchema>;

export const GetOauth2CredentialRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    oauth2CredentialId: oauth2CredentialId('The credential to read.'),
  })
  .meta({
    id: 'GetOauth2CredentialRequest',
    description: 'Request body of get_oauth2_credential.',
  });
export type GetOauth2CredentialRequest = z.infer<typeof GetOauth2CredentialRequestSchema>;

export const GetOauth2CredentialResponseSchema = z
  .object({ oauth2Credential: Oauth2CredentialSchema })
  .meta({
    id: 'GetOauth2CredentialResponse',
    description: 'Response of get_oauth2_credential.',
  });
export type GetOauth2CredentialResponse = z.infer<typeof GetOauth2CredentialResponseSchema>;

export const ListOauth2CredentialsRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({
    id: 'ListOauth2CredentialsRequest',
    description: 'Request body of list_oauth2_credentials.',
  });
export type ListOauth2CredentialsRequest = z.infer<typeof ListOauth2CredentialsRequestSchema>;

export const ListOauth2CredentialsResponseSchema = z
  .object({ oauth2Credentials: z.array(Oauth2CredentialSchema) })
  .meta({
    id: 'ListOauth2CredentialsResponse',
    description: 'Response of list_oauth2_credentials.',
  });
export type ListOauth2CredentialsResponse = z.infer<typeof ListOauth2CredentialsResponseSchema>;

export const Oauth2AuthenticateIntentSchema = z
  .object({
    oauth2CredentialId: oauth2CredentialId(
      'The credential whose client id and secret the exchange uses.',
    ),
    authCode: text(
      'The authorization code the provider handed to your redirect URI after the user signed in.',
    ),
    redirectUri: text(
      'The redirect URI of the authorization request; the provider checks that it matches.',
      'https://wallet.acme.example/oauth/x/callback',
    ),
    codeVerifier: text(
      'The PKCE code verifier whose challenge went into the authorization request.',
    ),
    nonce: text(
      'SHA-256 (hex) of the public key the client will log in with; the returned OIDC token carries it, which ties the token to that key.',
      OAUTH2_NONCE,
    ),
    bearerTokenTargetPublicKey: text(
      "A P-256 public key (hex). When given, the provider's access token is encrypted to it and placed in the OIDC token's `encrypted_bearer_token` claim, so your client can call the provider's API itself.",
      TARGET_PUBLIC_KEY,
    ).optional(),
  })
  .meta({ id: 'Oauth2AuthenticateIntent', description: 'Parameters of oauth2_authenticate.' });
export type Oauth2AuthenticateIntent = z.infer<typeof Oauth2AuthenticateIntentSchema>;

export const Oauth2AuthenticateResultSchema = z
  .object({
    oidcToken: text(
      'An OIDC token the platform issued for the provider account, with your `nonce`. Use it with oauth_login, or to create a sub-organization for the user.',
      OAUTH2_OIDC_TOKEN,
    ),
  })
  .meta({ id: 'Oauth2AuthenticateResult', description: 'Result of oauth2_authenticate.' });
export type Oauth2AuthenticateResult = z.infer<typeof Oauth2AuthenticateResultSchema>;

// --- Session profiles ------------------------------------------------------------------------

const sessionProfileName = text('A name people recognize the profile by.', SESSION_PROFILE_NAME);
const scope = text(
  'What sessions started with this profile may do. The pinned client does not define its syntax; logins copy it into the `scope` claim of the session JWT, where the SDK reads it back.',
);
const profileExpiration = text(
  'How long sessions started with this profile last, in seconds, as a string. Absent: the `expirationSeconds` of the login decides.',
  '3600',
);
const profileNotes = text('Free text for the people who maintain the profile.');

export const SessionProfileSchema = z
  .object({
    sessionProfileId: id('Identifies the profile.', SESSION_PROFILE_ID),
    sessionProfileName,
    scope,
    expirationSeconds: profileExpiration.optional(),
    notes: profileNotes.optional(),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'SessionProfile',
    description:
      'A named kind of session: its scope and lifetime. Logins name one with `sessionProfileId`.',
  });
export type SessionProfile = z.infer<typeof SessionProfileSchema>;

export const CreateSessionProfileIntentSchema = z
  .object({
    sessionProfileName,
    scope,
    expirationSeconds: profileExpiration.optional(),
    notes: profileNotes.optional(),
  })
  .meta({
    id: 'CreateSessionProfileIntent',
    description: 'Parameters of create_session_profile.',
  });
export type CreateSessionProfileIntent = z.infer<typeof CreateSessionProfileIntentSchema>;

export const CreateSessionProfileResultSchema = z
  .object({ sessionProfileId: id('The new profile.', SESSION_PROFILE_ID) })
  .meta({
    id: 'CreateSessionProfileResult',
    description: 'Result of create_session_profile.',
  });
export type CreateSessionProfileResult = z.infer<typeof CreateSessionProfileResultSchema>;

export const GetSessionProfileRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    sessionProfileId: id('The profile to read.', SESSION_PROFILE_ID),
  })
  .meta({ id: 'GetSessionProfileRequest', description: 'Request body of get_session_profile.' });
export type GetSessionProfileRequest = z.infer<typeof GetSessionProfileRequestSchema>;

export const GetSessionProfileResponseSchema = z
  .object({ sessionProfile: SessionProfileSchema })
  .meta({ id: 'GetSessionProfileResponse', description: 'Response of get_session_profile.' });
export type GetSessionProfileResponse = z.infer<typeof GetSessionProfileResponseSchema>;

export const GetSessionProfilesRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetSessionProfilesRequest', description: 'Request body of get_session_profiles.' });
export type GetSessionProfilesRequest = z.infer<typeof GetSessionProfilesRequestSchema>;

export const GetSessionProfilesResponseSchema = z
  .object({ sessionProfiles: z.array(SessionProfileSchema) })
  .meta({ id: 'GetSessionProfilesResponse', description: 'Response of get_session_profiles.' });
export type GetSessionProfilesResponse = z.infer<typeof GetSessionProfilesResponseSchema>;
