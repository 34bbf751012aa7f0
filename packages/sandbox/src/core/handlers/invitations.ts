/**
 * Invitations into an organization. The sandbox sends no email: each invitation is stored and
 * shown by `GET /sandbox/v1/state`; accepting one (a browser flow) is not implemented.
 */
import { CreateInvitationsIntentSchema, DeleteInvitationIntentSchema } from '@docs/platform-api';
import type { InvitationRecord, ReadTransaction } from '../../storage/types';
import { notFound } from '../errors';
import { simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';

export const INVITATION_DIFFERS =
  'No email is sent: the invitation is stored and listed by GET /sandbox/v1/state; accepting an invitation is not implemented.';

export const createInvitations = submission(
  CreateInvitationsIntentSchema,
  simplified(INVITATION_DIFFERS),
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const check = async (tx: ReadTransaction) => {
      for (const [index, invitation] of parameters.invitations.entries()) {
        await ownRecord(tx, 'user', invitation.senderUserId, organizationId, 'user');
        for (const tagId of invitation.receiverUserTags) {
          const tag = await tx.get('userTag', tagId);
          if (!tag || tag.organizationId !== organizationId) {
            throw notFound(
              `invitations[${index}].receiverUserTags: no user tag ${tagId} in organization ${organizationId}`,
              'USER_TAG_NOT_FOUND',
            );
          }
        }
      }
    };
    await context.storage.read(check);
    const now = context.timestamp();
    const records: InvitationRecord[] = parameters.invitations.map((invitation) => ({
      invitationId: context.newId(),
      organizationId,
      receiverUserName: invitation.receiverUserName,
      receiverUserEmail: invitation.receiverUserEmail,
      receiverUserTags: invitation.receiverUserTags,
      accessType: invitation.accessType,
      senderUserId: invitation.senderUserId,
      createdAt: now,
    }));
    return {
      result: { invitationIds: records.map((record) => record.invitationId) },
      write: async (tx) => {
        await check(tx);
        for (const record of records) {
          await tx.insert('invitation', {
            id: record.invitationId,
            organizationId,
            parentId: record.senderUserId,
            lookup: record.receiverUserEmail,
            data: record,
          });
        }
      },
    };
  },
);

export const deleteInvitation = submission(
  DeleteInvitationIntentSchema,
  simplified(INVITATION_DIFFERS),
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      const invitation = await tx.get('invitation', parameters.invitationId);
      if (!invitation || invitation.organizationId !== context.organizationId) {
        throw notFound(
          `No invitation ${parameters.invitationId} in organization ${context.organizationId}`,
          'INVITATION_NOT_FOUND',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { invitationId: parameters.invitationId },
      write: async (tx) => {
        await check(tx);
        await tx.remove('invitation', parameters.invitationId);
      },
    };
  },
);
