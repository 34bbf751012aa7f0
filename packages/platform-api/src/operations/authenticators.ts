/** Authenticators tag: passkeys and linked OAuth identities. */
import { danaGoogle, danaPasskey, danaPasskeyRegistration } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetAuthenticatorRequestSchema,
  GetAuthenticatorResponseSchema,
  GetAuthenticatorsRequestSchema,
  GetAuthenticatorsResponseSchema,
  GetOauthProvidersRequestSchema,
  GetOauthProvidersResponseSchema,
} from '../schemas/authenticators';
import { defineQuery, defineSubmission, type Operation } from './define';

export const authenticatorOperations: Operation[] = [
  defineQuery({
    name: 'get_authenticator',
    sdkMethod: 'getAuthenticator',
    tag: 'Authenticators',
    summary: 'Get authenticator',
    description:
      'Returns one passkey: its credential id and public key, transports, model and name. The passkey is in `authenticator`.',
    request: GetAuthenticatorRequestSchema,
    response: GetAuthenticatorResponseSchema,
    example: {
      request: { organizationId: ids.SUB_ORGANIZATION_ID, authenticatorId: ids.AUTHENTICATOR_ID },
      response: { authenticator: danaPasskey },
    },
  }),
  defineQuery({
    name: 'get_authenticators',
    sdkMethod: 'getAuthenticators',
    tag: 'Authenticators',
    summary: 'List authenticators of a user',
    description:
      'Returns every passkey of one user. Show it on a security settings page, or use the credential ids as `allowCredentials` when you ask the browser for an assertion. The passkeys are in `authenticators`.',
    request: GetAuthenticatorsRequestSchema,
    response: GetAuthenticatorsResponseSchema,
    example: {
      request: { organizationId: ids.SUB_ORGANIZATION_ID, userId: ids.END_USER_ID },
      response: { authenticators: [danaPasskey] },
    },
  }),
  defineSubmission({
    name: 'create_authenticators',
    sdkMethod: 'createAuthenticators',
    tag: 'Authenticators',
    summary: 'Create authenticators',
    description:
      "Registers passkeys for a user from WebAuthn registration results: pass each one's name, the challenge you used and the attestation the browser returned. Add a second passkey so that losing one device does not lock the user out. The new passkey ids are in `activity.result.createAuthenticatorsResult.authenticatorIds`.",
    activityType: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
    intentKey: 'createAuthenticatorsIntentV2',
    result: { key: 'createAuthenticatorsResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { authenticators: [danaPasskeyRegistration], userId: ids.END_USER_ID },
      result: { authenticatorIds: [ids.AUTHENTICATOR_ID] },
    },
  }),
  defineSubmission({
    name: 'delete_authenticators',
    sdkMethod: 'deleteAuthenticators',
    tag: 'Authenticators',
    summary: 'Delete authenticators',
    description:
      'Removes passkeys from a user, for example a lost device. Make sure the user keeps another way to sign in before removing the last one. The removed ids are in `activity.result.deleteAuthenticatorsResult.authenticatorIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
    intentKey: 'deleteAuthenticatorsIntent',
    result: { key: 'deleteAuthenticatorsResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { userId: ids.END_USER_ID, authenticatorIds: [ids.AUTHENTICATOR_ID] },
      result: { authenticatorIds: [ids.AUTHENTICATOR_ID] },
    },
  }),
  defineQuery({
    name: 'get_oauth_providers',
    sdkMethod: 'getOauthProviders',
    tag: 'Authenticators',
    summary: 'Get OAuth providers',
    description:
      'Returns the OIDC identities linked to users of the organization, or to one user when you pass `userId`. Each record names the issuer, audience and subject a token must carry to log that user in with oauth. The records are in `oauthProviders`.',
    request: GetOauthProvidersRequestSchema,
    response: GetOauthProvidersResponseSchema,
    example: {
      request: { organizationId: ids.SUB_ORGANIZATION_ID, userId: ids.END_USER_ID },
      response: { oauthProviders: [danaGoogle] },
    },
  }),
  defineSubmission({
    name: 'create_oauth_providers',
    sdkMethod: 'createOauthProviders',
    tag: 'Authenticators',
    summary: 'Create OAuth providers',
    description:
      "Links OIDC identities to a user: for each, pass a provider name and either an OIDC token the provider issued to that user or the identity's `oidcClaims` (issuer, subject, audience). The platform records those claims and later accepts tokens that carry the same ones in oauth. The new ids are in `activity.result.createOauthProvidersResultV2.providerIds`.",
    activityType: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
    intentKey: 'createOauthProvidersIntentV2',
    result: { key: 'createOauthProvidersResultV2', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        userId: ids.END_USER_ID,
        oauthProviders: [{ providerName: 'Google', oidcToken: ids.OIDC_TOKEN }],
      },
      result: { providerIds: [ids.OAUTH_PROVIDER_ID] },
    },
  }),
  defineSubmission({
    name: 'delete_oauth_providers',
    sdkMethod: 'deleteOauthProviders',
    tag: 'Authenticators',
    summary: 'Delete OAuth providers',
    description:
      'Unlinks OIDC identities from a user; tokens for those identities no longer log the user in. The removed ids are in `activity.result.deleteOauthProvidersResult.providerIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS',
    intentKey: 'deleteOauthProvidersIntent',
    result: { key: 'deleteOauthProvidersResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: { userId: ids.END_USER_ID, providerIds: [ids.OAUTH_PROVIDER_ID] },
      result: { providerIds: [ids.OAUTH_PROVIDER_ID] },
    },
  }),
];
