/** Invitations tag. */
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

export const invitationOperations: Operation[] = [
  defineSubmission({
    name: 'create_invitations',
    sdkMethod: 'createInvitations',
    tag: 'Invitations',
    summary: 'Create invitations',
    description:
      'Invites people into the organization by email. Each invitation names the user to be created, the user tags they receive, the access type (web, API or both) and the inviting user. Use it to add teammates who will register their own credentials; to add a backend service, create a user with API keys instead. The new invitation ids are in `activity.result.createInvitationsResult.invitationIds`.',
    activityType: 'ACTIVITY_TYPE_CREATE_INVITATIONS',
    intentKey: 'createInvitationsIntent',
    result: { key: 'createInvitationsResult', source: 'wire' },
    example: {
      parameters: {
        invitations: [
          {
            receiverUserName: 'Carol Finance',
            receiverUserEmail: 'carol@acme.example',
            receiverUserTags: [ids.USER_TAG_ID],
            accessType: 'ACCESS_TYPE_WEB',
            senderUserId: ids.USER_ID,
          },
        ],
      },
      result: { invitationIds: [ids.INVITATION_ID] },
    },
  }),
  defineSubmission({
    name: 'delete_invitation',
    sdkMethod: 'deleteInvitation',
    tag: 'Invitations',
    summary: 'Delete invitation',
    description:
      'Withdraws an invitation, for example one sent to a wrong address. Send the id returned by create_invitations. The withdrawn id is echoed in `activity.result.deleteInvitationResult.invitationId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_INVITATION',
    intentKey: 'deleteInvitationIntent',
    result: { key: 'deleteInvitationResult', source: 'wire' },
    example: {
      parameters: { invitationId: ids.INVITATION_ID },
      result: { invitationId: ids.INVITATION_ID },
    },
  }),
];
