/**
 * Sub-organizations: creating one with its root users and an optional wallet, deleting one, and
 * finding sub-organizations by an attribute of their users.
 */
import * as z from 'zod';
import {
  END_USER_EMAIL,
  END_USER_ID,
  END_USER_NAME,
  END_USER_PHONE_NUMBER,
  ORGANIZATION_ID,
  SUB_ORGANIZATION_ID,
  SUB_ORGANIZATION_NAME,
} from '../examples/ids';
import { PaginationSchema } from './common';
import {
  ApiKeyParamsV2Schema,
  AuthenticatorParamsV2Schema,
  OauthProviderParamsSchema,
} from './credentials';
import { bool, email, id, ids, organizationIdField, phoneNumber, text } from './fields';
import { WalletParamsSchema, WalletResultSchema } from './wallets';

export const RootUserParamsV4Schema = z
  .object({
    userName: text('Display name of the root user.', END_USER_NAME),
    userEmail: email('Email address of the root user.', END_USER_EMAIL).optional(),
    userPhoneNumber: phoneNumber(
      'Phone number of the root user.',
      END_USER_PHONE_NUMBER,
    ).optional(),
    apiKeys: z.array(ApiKeyParamsV2Schema).meta({ description: 'API keys to register.' }),
    authenticators: z
      .array(AuthenticatorParamsV2Schema)
      .meta({ description: 'Passkeys to register.' }),
    oauthProviders: z
      .array(OauthProviderParamsSchema)
      .meta({ description: 'OIDC identities to link.' }),
  })
  .meta({ id: 'RootUserParamsV4', description: 'A root user of a new sub-organization.' });
export type RootUserParamsV4 = z.infer<typeof RootUserParamsV4Schema>;

const disable = (what: string) => bool(`Turn ${what} off for this sub-organization.`).optional();

export const CreateSubOrganizationIntentV7Schema = z
  .object({
    subOrganizationName: text('Name of the new sub-organization.', SUB_ORGANIZATION_NAME),
    rootUsers: z
      .array(RootUserParamsV4Schema)
      .meta({ description: 'The root users; together they form the root quorum.' }),
    rootQuorumThreshold: z
      .int32()
      .min(1)
      .meta({
        format: 'int32',
        description:
          'How many root users must approve root-level changes: at least 1 and at most the number of rootUsers.',
        examples: [1],
      }),
    wallet: WalletParamsSchema.optional(),
    disableEmailRecovery: disable('email recovery'),
    disableEmailAuth: disable('email auth'),
    disableSmsAuth: disable('SMS auth'),
    disableOtpEmailAuth: disable('OTP by email'),
  })
  .meta({
    id: 'CreateSubOrganizationIntentV7',
    description: 'Parameters of create_sub_organization.',
  });
export type CreateSubOrganizationIntentV7 = z.infer<typeof CreateSubOrganizationIntentV7Schema>;

export const CreateSubOrganizationResultV7Schema = z
  .object({
    subOrganizationId: id('The new sub-organization.', SUB_ORGANIZATION_ID),
    wallet: WalletResultSchema.optional(),
    rootUserIds: ids('The root users created, in request order.', [END_USER_ID]).optional(),
  })
  .meta({
    id: 'CreateSubOrganizationResultV7',
    description: 'Result of create_sub_organization.',
  });
export type CreateSubOrganizationResultV7 = z.infer<typeof CreateSubOrganizationResultV7Schema>;

export const DeleteSubOrganizationIntentSchema = z
  .object({
    deleteWithoutExport: bool(
      'Delete even though wallets or private keys of the sub-organization were never exported. Without it, they must all have been exported first; the flag has no effect when they already were.',
    ).optional(),
  })
  .meta({
    id: 'DeleteSubOrganizationIntent',
    description:
      'Parameters of delete_sub_organization. The sub-organization deleted is the one named by organizationId.',
  });
export type DeleteSubOrganizationIntent = z.infer<typeof DeleteSubOrganizationIntentSchema>;

export const DeleteSubOrganizationResultSchema = z
  .object({ subOrganizationUuid: id('The deleted sub-organization.', SUB_ORGANIZATION_ID) })
  .meta({
    id: 'DeleteSubOrganizationResult',
    description: 'Result of delete_sub_organization.',
  });
export type DeleteSubOrganizationResult = z.infer<typeof DeleteSubOrganizationResultSchema>;

const subOrgFilterFields = (filters: string, example: string, value: string) => ({
  organizationId: organizationIdField(ORGANIZATION_ID),
  filterType: text(`Attribute to match: ${filters}.`, example).optional(),
  filterValue: text('The value that attribute must have.', value).optional(),
  paginationOptions: PaginationSchema.optional(),
});

export const GetSubOrgIdsRequestSchema = z
  .object(
    subOrgFilterFields(
      'credential id, name, username, email, phone number, OIDC token or public key',
      'EMAIL',
      END_USER_EMAIL,
    ),
  )
  .meta({ id: 'GetSubOrgIdsRequest', description: 'Request body of list_suborgs.' });
export type GetSubOrgIdsRequest = z.infer<typeof GetSubOrgIdsRequestSchema>;

export const GetSubOrgIdsResponseSchema = z
  .object({ organizationIds: ids('Matching sub-organizations.', [SUB_ORGANIZATION_ID]) })
  .meta({ id: 'GetSubOrgIdsResponse', description: 'Response of list_suborgs.' });
export type GetSubOrgIdsResponse = z.infer<typeof GetSubOrgIdsResponseSchema>;

export const GetVerifiedSubOrgIdsRequestSchema = z
  .object(subOrgFilterFields('email or phone number', 'EMAIL', END_USER_EMAIL))
  .meta({
    id: 'GetVerifiedSubOrgIdsRequest',
    description: 'Request body of list_verified_suborgs.',
  });
export type GetVerifiedSubOrgIdsRequest = z.infer<typeof GetVerifiedSubOrgIdsRequestSchema>;

export const GetVerifiedSubOrgIdsResponseSchema = z
  .object({
    organizationIds: ids('Sub-organizations whose matching contact is verified.', [
      SUB_ORGANIZATION_ID,
    ]),
  })
  .meta({
    id: 'GetVerifiedSubOrgIdsResponse',
    description: 'Response of list_verified_suborgs.',
  });
export type GetVerifiedSubOrgIdsResponse = z.infer<typeof GetVerifiedSubOrgIdsResponseSchema>;
