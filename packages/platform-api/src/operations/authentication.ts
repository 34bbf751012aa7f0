/**
 * Users tag, part 6: the authentication setup added from the pinned client (the issue's
 * "Authentication and sessions" area). OAuth 2.0 credentials let the platform run the code
 * exchange with X or Discord (oauth2_authenticate), whose OIDC token feeds oauth_login; session
 * profiles shape the sessions the logins start. Decision 0074 says why they sit under Users.
 */
import { createdAt, updatedAt } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetOauth2CredentialRequestSchema,
  GetOauth2CredentialResponseSchema,
  GetSessionProfileRequestSchema,
  GetSessionProfileResponseSchema,
  GetSessionProfilesRequestSchema,
  GetSessionProfilesResponseSchema,
  ListOauth2CredentialsRequestSchema,
  ListOauth2CredentialsResponseSchema,
} from '../schemas/authentication';
import { defineQuery, defineSubmission, type Operation } from './define';

const xCredential = {
  provider: 'OAUTH2_PROVIDER_X',
  clientId: ids.OAUTH2_CLIENT_ID,
  encryptedClientSecret: ids.OAUTH2_ENCRYPTED_CLIENT_SECRET,
} as const;
const storedCredential = {
  oauth2CredentialId: ids.OAUTH2_CREDENTIAL_ID,
  organizationId: ids.ORGANIZATION_ID,
  ...xCredential,
  createdAt,
  updatedAt,
};
const profileParameters = {
  sessionProfileName: ids.SESSION_PROFILE_NAME,
  scope: ids.SESSION_PROFILE_SCOPE,
  expirationSeconds: '3600',
  notes: 'Support dashboard logins: short sessions that only read.',
};
const storedProfile = {
  sessionProfileId: ids.SESSION_PROFILE_ID,
  ...profileParameters,
  createdAt,
  updatedAt,
};
const credentialId = { oauth2CredentialId: ids.OAUTH2_CREDENTIAL_ID };

export const authenticationOperations: Operation[] = [
  defineQuery({
    name: 'get_oauth2_credential',
    sdkMethod: 'getOauth2Credential',
    tag: 'Users',
    summary: 'Get OAuth 2.0 credential',
    description:
      'Returns one of the organization’s OAuth 2.0 app registrations: provider, client id and the client secret as stored, encrypted. The credential is in `oauth2Credential`.',
    request: GetOauth2CredentialRequestSchema,
    response: GetOauth2CredentialResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, ...credentialId },
      response: { oauth2Credential: storedCredential },
    },
  }),
  defineQuery({
    name: 'get_session_profile',
    sdkMethod: 'getSessionProfile',
    tag: 'Users',
    summary: 'Get session profile',
    description:
      'Returns one session profile: its name, scope and, when set, the lifetime it gives sessions. Read it to check what a `sessionProfileId` in a login grants. The profile is in `sessionProfile`.',
    request: GetSessionProfileRequestSchema,
    response: GetSessionProfileResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, sessionProfileId: ids.SESSION_PROFILE_ID },
      response: { sessionProfile: storedProfile },
    },
  }),
  defineQuery({
    name: 'get_session_profiles',
    sdkMethod: 'getSessionProfiles',
    tag: 'Users',
    summary: 'List session profiles',
    description:
      'Returns every session profile of the organization. Use it to pick the `sessionProfileId` a login should start its session with. The profiles are in `sessionProfiles`.',
    request: GetSessionProfilesRequestSchema,
    response: GetSessionProfilesResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { sessionProfiles: [storedProfile] },
    },
  }),
  defineQuery({
    name: 'list_oauth2_credentials',
    sdkMethod: 'listOauth2Credentials',
    tag: 'Users',
    summary: 'List OAuth 2.0 credentials',
    description:
      'Returns every OAuth 2.0 app registration of the organization, one per provider you set up. Use it to find the `oauth2CredentialId` for oauth2_authenticate. The credentials are in `oauth2Credentials`.',
    request: ListOauth2CredentialsRequestSchema,
    response: ListOauth2CredentialsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { oauth2Credentials: [storedCredential] },
    },
  }),
  defineSubmission({
    name: 'create_oauth2_credential',
    sdkMethod: 'createOauth2Credential',
    tag: 'Users',
    summary: 'Create OAuth 2.0 credential',
    description:
      'Registers your OAuth 2.0 application with X or Discord so that your users can sign in with that provider: oauth2_authenticate then uses this client id and secret for the code exchange. Encrypt the client secret to the quorum key of the platform’s TLS fetcher first; it is never sent or stored in the clear. The new id is in `activity.result.createOauth2CredentialResult.oauth2CredentialId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_OAUTH2_CREDENTIAL',
    intentKey: 'createOauth2CredentialIntent',
    result: { key: 'createOauth2CredentialResult', source: 'derived' },
    example: { parameters: xCredential, result: credentialId },
  }),
  defineSubmission({
    name: 'create_session_profile',
    sdkMethod: 'createSessionProfile',
    tag: 'Users',
    summary: 'Create session profile',
    description:
      'Defines a kind of session, with a `scope` and optionally a fixed lifetime, that otp_login, oauth_login and stamp_login can start by naming it in `sessionProfileId`. Without `expirationSeconds` here, the lifetime the login asks for applies. The new id is in `activity.result.createSessionProfileResult.sessionProfileId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
    intentKey: 'createSessionProfileIntent',
    result: { key: 'createSessionProfileResult', source: 'derived' },
    appProofs: false,
    example: {
      parameters: profileParameters,
      result: { sessionProfileId: ids.SESSION_PROFILE_ID },
    },
  }),
  defineSubmission({
    name: 'delete_oauth2_credential',
    sdkMethod: 'deleteOauth2Credential',
    tag: 'Users',
    summary: 'Delete OAuth 2.0 credential',
    description:
      'Removes an OAuth 2.0 app registration, after which oauth2_authenticate can no longer sign users in with that provider. Stop offering the provider in your sign-in page first. The removed id is echoed in `activity.result.deleteOauth2CredentialResult.oauth2CredentialId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_OAUTH2_CREDENTIAL',
    intentKey: 'deleteOauth2CredentialIntent',
    result: { key: 'deleteOauth2CredentialResult', source: 'derived' },
    example: { parameters: credentialId, result: credentialId },
  }),
  defineSubmission({
    name: 'oauth2_authenticate',
    sdkMethod: 'oauth2Authenticate',
    tag: 'Users',
    summary: 'Exchange OAuth 2.0 code',
    description:
      'Finishes an OAuth 2.0 sign-in with X or Discord: the platform trades the authorization code, with your PKCE `codeVerifier` and `redirectUri`, for the user’s identity, using the stored credential. Set `nonce` to the SHA-256 of the public key you will log in with, so the token only works with that key. The platform’s OIDC token is in `activity.result.oauth2AuthenticateResult.oidcToken`; pass it to oauth_login, or use it to create the user’s sub-organization.',
    activityType: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
    intentKey: 'oauth2AuthenticateIntent',
    result: { key: 'oauth2AuthenticateResult', source: 'derived' },
    example: {
      parameters: {
        ...credentialId,
        authCode: '8hC22kD3E6ZxLuI65pjZmqn_VP6jV6Z-AYB29EiuBPTHipyg',
        redirectUri: 'https://wallet.acme.example/oauth/x/callback',
        codeVerifier: '8REA9094tTa0iiooUBKsKnXivcmMKS91yzvXhAtHx2VLgsY3o5Lvb5VcbMYyRzyE',
        nonce: ids.OAUTH2_NONCE,
      },
      result: { oidcToken: ids.OAUTH2_OIDC_TOKEN },
    },
  }),
  defineSubmission({
    name: 'update_oauth2_credential',
    sdkMethod: 'updateOauth2Credential',
    tag: 'Users',
    summary: 'Update OAuth 2.0 credential',
    description:
      'Replaces provider, client id and encrypted client secret of an OAuth 2.0 app registration; all three are required. Use it to rotate the client secret. The id is echoed in `activity.result.updateOauth2CredentialResult.oauth2CredentialId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_OAUTH2_CREDENTIAL',
    intentKey: 'updateOauth2CredentialIntent',
    result: { key: 'updateOauth2CredentialResult', source: 'derived' },
    example: { parameters: { ...credentialId, ...xCredential }, result: credentialId },
  }),
];
