/**
 * Passkey authenticators and OAuth providers: the intents that add and remove them, and the
 * queries that read them.
 */
import * as z from 'zod';
import {
  AUTHENTICATOR_ID,
  END_USER_ID,
  OAUTH_PROVIDER_ID,
  SUB_ORGANIZATION_ID,
} from '../examples/ids';
import {
  AuthenticatorParamsV2Schema,
  AuthenticatorSchema,
  OauthProviderParamsV2Schema,
  OauthProviderSchema,
} from './credentials';
import { id, ids, organizationIdField } from './fields';

export const CreateAuthenticatorsIntentV2Schema = z
  .object({
    authenticators: z
      .array(AuthenticatorParamsV2Schema)
      .meta({ description: 'The passkeys to register.' }),
    userId: id('The user the passkeys belong to.', END_USER_ID),
  })
  .meta({
    id: 'CreateAuthenticatorsIntentV2',
    description: 'Parameters of create_authenticators.',
  });
export type CreateAuthenticatorsIntentV2 = z.infer<typeof CreateAuthenticatorsIntentV2Schema>;

export const CreateAuthenticatorsResultSchema = z
  .object({
    authenticatorIds: ids('Ids of the registered passkeys, in request order.', [AUTHENTICATOR_ID]),
  })
  .meta({ id: 'CreateAuthenticatorsResult', description: 'Result of create_authenticators.' });
export type CreateAuthenticatorsResult = z.infer<typeof CreateAuthenticatorsResultSchema>;

export const DeleteAuthenticatorsIntentSchema = z
  .object({
    userId: id('The user the passkeys belong to.', END_USER_ID),
    authenticatorIds: ids('The passkeys to remove.', [AUTHENTICATOR_ID]),
  })
  .meta({ id: 'DeleteAuthenticatorsIntent', description: 'Parameters of delete_authenticators.' });
export type DeleteAuthenticatorsIntent = z.infer<typeof DeleteAuthenticatorsIntentSchema>;

export const DeleteAuthenticatorsResultSchema = z
  .object({ authenticatorIds: ids('The passkeys removed.', [AUTHENTICATOR_ID]) })
  .meta({ id: 'DeleteAuthenticatorsResult', description: 'Result of delete_authenticators.' });
export type DeleteAuthenticatorsResult = z.infer<typeof DeleteAuthenticatorsResultSchema>;

export const CreateOauthProvidersIntentV2Schema = z
  .object({
    userId: id('The user to link the identities to.', END_USER_ID),
    oauthProviders: z
      .array(OauthProviderParamsV2Schema)
      .meta({ description: 'The identities to link.' }),
  })
  .meta({
    id: 'CreateOauthProvidersIntentV2',
    description: 'Parameters of create_oauth_providers.',
  });
export type CreateOauthProvidersIntentV2 = z.infer<typeof CreateOauthProvidersIntentV2Schema>;

export const CreateOauthProvidersResultV2Schema = z
  .object({ providerIds: ids('Ids of the linked providers.', [OAUTH_PROVIDER_ID]) })
  .meta({ id: 'CreateOauthProvidersResultV2', description: 'Result of create_oauth_providers.' });
export type CreateOauthProvidersResultV2 = z.infer<typeof CreateOauthProvidersResultV2Schema>;

export const DeleteOauthProvidersIntentSchema = z
  .object({
    userId: id('The user the identities belong to.', END_USER_ID),
    providerIds: ids('The provider links to remove.', [OAUTH_PROVIDER_ID]),
  })
  .meta({ id: 'DeleteOauthProvidersIntent', description: 'Parameters of delete_oauth_providers.' });
export type DeleteOauthProvidersIntent = z.infer<typeof DeleteOauthProvidersIntentSchema>;

export const DeleteOauthProvidersResultSchema = z
  .object({ providerIds: ids('The provider links removed.', [OAUTH_PROVIDER_ID]) })
  .meta({ id: 'DeleteOauthProvidersResult', description: 'Result of delete_oauth_providers.' });
export type DeleteOauthProvidersResult = z.infer<typeof DeleteOauthProvidersResultSchema>;

export const GetAuthenticatorRequestSchema = z
  .object({
    organizationId: organizationIdField(SUB_ORGANIZATION_ID),
    authenticatorId: id('The passkey to read.', AUTHENTICATOR_ID),
  })
  .meta({ id: 'GetAuthenticatorRequest', description: 'Request body of get_authenticator.' });
export type GetAuthenticatorRequest = z.infer<typeof GetAuthenticatorRequestSchema>;

export const GetAuthenticatorResponseSchema = z
  .object({ authenticator: AuthenticatorSchema })
  .meta({ id: 'GetAuthenticatorResponse', description: 'Response of get_authenticator.' });
export type GetAuthenticatorResponse = z.infer<typeof GetAuthenticatorResponseSchema>;

export const GetAuthenticatorsRequestSchema = z
  .object({
    organizationId: organizationIdField(SUB_ORGANIZATION_ID),
    userId: id('The user whose passkeys to list.', END_USER_ID),
  })
  .meta({ id: 'GetAuthenticatorsRequest', description: 'Request body of get_authenticators.' });
export type GetAuthenticatorsRequest = z.infer<typeof GetAuthenticatorsRequestSchema>;

export const GetAuthenticatorsResponseSchema = z
  .object({ authenticators: z.array(AuthenticatorSchema) })
  .meta({ id: 'GetAuthenticatorsResponse', description: 'Response of get_authenticators.' });
export type GetAuthenticatorsResponse = z.infer<typeof GetAuthenticatorsResponseSchema>;

export const GetOauthProvidersRequestSchema = z
  .object({
    organizationId: organizationIdField(SUB_ORGANIZATION_ID),
    userId: id('Only return the providers linked to this user.', END_USER_ID).optional(),
  })
  .meta({ id: 'GetOauthProvidersRequest', description: 'Request body of get_oauth_providers.' });
export type GetOauthProvidersRequest = z.infer<typeof GetOauthProvidersRequestSchema>;

export const GetOauthProvidersResponseSchema = z
  .object({ oauthProviders: z.array(OauthProviderSchema) })
  .meta({ id: 'GetOauthProvidersResponse', description: 'Response of get_oauth_providers.' });
export type GetOauthProvidersResponse = z.infer<typeof GetOauthProvidersResponseSchema>;
