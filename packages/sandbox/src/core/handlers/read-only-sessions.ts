/**
 * create_read_only_session: a session string for the calling user, good for reads for an hour.
 * It is a JWT signed by the sandbox session key, as the read-write sessions of `auth/session.ts`
 * are, with `session_type` SESSION_TYPE_READ_ONLY; no API key is registered for it.
 */
import { CreateReadOnlySessionIntentSchema } from '@docs/platform-api';
import { sandboxKey } from '../auth/keys';
import { signSession } from '../auth/tokens';
import { notFound } from '../errors';
import { simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';

/** The life of a read-only session, in seconds. */
export const READ_ONLY_SESSION_SECONDS = 3600;

export const SESSION_TYPE_READ_ONLY = 'SESSION_TYPE_READ_ONLY';

export const createReadOnlySession = submission(
  CreateReadOnlySessionIntentSchema,
  simplified(
    'The session is a JWT signed by the sandbox session key (GET /sandbox/v1/info, `keys.session`) with session_type SESSION_TYPE_READ_ONLY, valid for one hour; the sandbox does not accept it in an X-Session header, so reads must still be stamped.',
  ),
  async (context) => {
    const { organization, user } = await context.storage.read(async (tx) => ({
      organization: await tx.get('organization', context.organizationId),
      user: await ownRecord(tx, 'user', context.caller.userId, context.organizationId, 'user'),
    }));
    if (!organization) {
      throw notFound(`No organization ${context.organizationId}`, 'ORGANIZATION_NOT_FOUND');
    }
    const expiry = Math.floor(context.now() / 1000) + READ_ONLY_SESSION_SECONDS;
    const session = signSession(
      {
        exp: expiry,
        public_key: context.request?.stamp.publicKey ?? '',
        session_type: SESSION_TYPE_READ_ONLY,
        user_id: user.userId,
        organization_id: organization.organizationId,
      },
      await sandboxKey(context, 'session'),
    );
    return {
      result: {
        organizationId: organization.organizationId,
        organizationName: organization.name,
        userId: user.userId,
        username: user.userName,
        session,
        sessionExpiry: String(expiry),
      },
    };
  },
);
