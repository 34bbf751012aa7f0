/** Invitations: inviting people into an organization, and withdrawing an invitation. */
import * as z from 'zod';
import { INVITATION_ID, USER_ID, USER_TAG_ID } from '../examples/ids';
import { TimestampSchema } from './common';
import { AccessTypeSchema, InvitationStatusSchema } from './enums';
import { email, id, ids, text } from './fields';

export const InvitationParamsSchema = z
  .object({
    receiverUserName: text('Name the invited user will have.', 'Carol Finance'),
    receiverUserEmail: email('Address the invitation is sent to.', 'carol@acme.example'),
    receiverUserTags: ids('User tags the invited user receives.', [USER_TAG_ID]),
    accessType: AccessTypeSchema,
    senderUserId: id('The user who sends the invitation.', USER_ID),
  })
  .meta({ id: 'InvitationParams', description: 'One person to invite.' });
export type InvitationParams = z.infer<typeof InvitationParamsSchema>;

export const InvitationSchema = z
  .object({
    invitationId: id('Unique identifier of the invitation.', INVITATION_ID),
    receiverUserName: text('Name the invited user will have.', 'Carol Finance'),
    receiverEmail: email('Address the invitation was sent to.', 'carol@acme.example'),
    receiverUserTags: ids('User tags the invited user receives.', [USER_TAG_ID]),
    accessType: AccessTypeSchema,
    status: InvitationStatusSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    senderUserId: id('The user who sent the invitation.', USER_ID),
  })
  .meta({
    id: 'Invitation',
    description: 'An invitation into the organization, as get_organization lists it.',
  });
export type Invitation = z.infer<typeof InvitationSchema>;

export const CreateInvitationsIntentSchema = z
  .object({ invitations: z.array(InvitationParamsSchema) })
  .meta({ id: 'CreateInvitationsIntent', description: 'Parameters of create_invitations.' });
export type CreateInvitationsIntent = z.infer<typeof CreateInvitationsIntentSchema>;

export const CreateInvitationsResultSchema = z
  .object({ invitationIds: ids('The new invitations, in request order.', [INVITATION_ID]) })
  .meta({ id: 'CreateInvitationsResult', description: 'Result of create_invitations.' });
export type CreateInvitationsResult = z.infer<typeof CreateInvitationsResultSchema>;

export const DeleteInvitationIntentSchema = z
  .object({ invitationId: id('The invitation to withdraw.', INVITATION_ID) })
  .meta({ id: 'DeleteInvitationIntent', description: 'Parameters of delete_invitation.' });
export type DeleteInvitationIntent = z.infer<typeof DeleteInvitationIntentSchema>;

export const DeleteInvitationResultSchema = z
  .object({ invitationId: id('The withdrawn invitation.', INVITATION_ID) })
  .meta({ id: 'DeleteInvitationResult', description: 'Result of delete_invitation.' });
export type DeleteInvitationResult = z.infer<typeof DeleteInvitationResultSchema>;
