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
  OauthProviderParamsV2Schema,
} from './credentials';
import { bool, email, id, ids, organizationIdField, phoneNumber, text } from './fields';
import { WalletParamsSchema, WalletResultSchema } from './wallets';

export const RootUserParamsV5Schema = z
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
      .array(OauthProviderParamsV2Schema)
      .meta({ description: 'OIDC identities to link.' }),
  })
  .meta({ id: 'RootUserParamsV5', description: 'A root user of a new sub-organization.' });
export type RootUserParamsV5 = z.infer<typeof RootUserParamsV5Schema>;

export const ClientSignatureSchema = z
  .object({
    publicKey: text('The public key of the client that signed, hex.'),
    scheme: z
      .enum(['CLIENT_SIGNATURE_SCHEME_API_P256'])
      .meta({ description: 'How the signature was made: P-256, as API keys sign.' }),
    message: text('The exact message the client signed.'),
    signature: text('The signature over `message`, hex.'),
  })
  .meta({
    id: 'ClientSignature',
    description:
      'A signature by a key the client holds, proving that the request came from that client.',
  });
export type ClientSignature = z.infer<typeof ClientSignatureSchema>;

const disable = (what: string) => bool(`Turn ${what} off for this sub-organization.`).optional();

export const CreateSubOrganizationIntentV8Schema = z
  .object({
    subOrganizationName: text('Name of the new sub-organization.', SUB_ORGANIZATION_NAME),
    rootUsers: z
      .array(RootUserParamsV5Schema)
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
    verificationToken: text(
      'A token from a completed contact verification, tying the new root user to a verified email address or phone number.',
    ).optional(),
    clientSignature: ClientSignatureSchema.optional(),
  })
  .meta({
    id: 'CreateSubOrganizationIntentV8',
    description: 'Parameters of create_sub_organization.',
  });
export type CreateSubOrganizationIntentV8 = z.infer<typeof CreateSubOrganizationIntentV8Schema>;

export const CreateSubOrganizationResultV8Schema = z
  .object({
    subOrganizationId: id('The new sub-organization.', SUB_ORGANIZATION_ID),
    wallet: WalletResultSchema.optional(),
    rootUserIds: ids('The root users created, in request order.', [END_USER_ID]).optional(),
  })
  .meta({
    id: 'CreateSubOrganizationResultV8',
    description: 'Result of create_sub_organization.',
  });
export type CreateSubOrganizationResultV8 = z.infer<typeof CreateSubOrganizationResultV8Schema>;

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
