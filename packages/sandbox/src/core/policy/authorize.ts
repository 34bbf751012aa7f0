/**
 * The policy decision for one activity, read from storage: the organization, its policies, the
 * approving users with the keys they stamped with, and the activity's condition facts. Also the
 * votes that record each approval.
 */
import type { Activity, Vote } from '@docs/platform-api';
import type { ReadTransaction, UserRecord } from '../../storage/types';
import { notFound } from '../errors';
import type { Caller, HandlerContext } from '../contract';
import { userView } from '../views';
import { decideEach } from './decide-each';
import { rootQuorumDecision, type Decision } from './engine';
import { ROOT_ONLY_OPERATIONS, rootOnlyDecision } from './root-only';
import {
  conditionScopes,
  evaluationLabel,
  storedRecords,
  type ActivityFacts,
  type Approver,
  type ApproverCredential,
} from './facts';

/** Operations a user may always submit: voting on an activity (implicit permission). */
export const POLICY_EXEMPT = new Set(['approve_activity', 'reject_activity']);

/** A user managing their own API keys needs no policy (an explicit deny still wins). */
function ownsCredentials(facts: ActivityFacts, userId: string): boolean {
  return (
    (facts.operation === 'create_api_keys' || facts.operation === 'delete_api_keys') &&
    facts.parameters.userId === userId
  );
}

/** The user and API key (or passkey) behind `context.caller`. */
export async function callerApprover(tx: ReadTransaction, context: HandlerContext) {
  const { caller } = context;
  const user = await tx.get('user', caller.userId);
  const key =
    caller.attestedKey ??
    (caller.authenticatorId !== undefined
      ? await tx.get('authenticator', caller.authenticatorId)
      : await tx.get('apiKey', caller.apiKeyId));
  if (!user || !key)
    throw notFound('The calling user or credential no longer exists', 'USER_NOT_FOUND');
  return { user, key };
}

/** The caller a credential makes (not through a parent organization). */
export function callerOf(key: ApproverCredential): Caller {
  return {
    organizationId: key.organizationId,
    userId: key.userId,
    viaParent: false,
    ...('apiKeyId' in key
      ? { apiKeyId: key.apiKeyId }
      : { apiKeyId: '', authenticatorId: key.authenticatorId }),
  };
}

/** The API key or passkey of `userId` with `publicKey` (what a vote records). */
export async function credentialOf(
  tx: ReadTransaction,
  userId: string,
  publicKey: string,
): Promise<ApproverCredential | undefined> {
  const key = (await tx.list('apiKey', { lookup: publicKey })).find(
    (candidate) => candidate.userId === userId,
  );
  if (key) return key;
  return (await tx.list('authenticator', { parentId: userId })).find(
    (candidate) => candidate.publicKey === publicKey,
  );
}

/** The approvers recorded in `votes` (approvals only), with the key each one voted with. */
export async function approversOf(
  tx: ReadTransaction,
  votes: readonly Vote[],
): Promise<Approver[]> {
  const approvers: Approver[] = [];
  for (const vote of votes) {
    if (vote.selection !== 'VOTE_SELECTION_APPROVED') continue;
    const user = await tx.get('user', vote.userId);
    const key = await credentialOf(tx, vote.userId, vote.publicKey);
    if (user && key) approvers.push({ user, key });
  }
  return approvers;
}

export async function decideActivity(
  tx: ReadTransaction,
  organizationId: string,
  facts: ActivityFacts,
  approvers: readonly Approver[],
  submitterId: string,
): Promise<Decision> {
  const organization = await tx.get('organization', organizationId);
  if (!organization) throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
  // Checked first so that root users' requests read no policies and no facts.
  const byRoot = rootQuorumDecision(organization, approvers);
  if (byRoot) return byRoot;
  if (ROOT_ONLY_OPERATIONS.has(facts.operation)) {
    const approverIds = approvers.map(({ user }) => user.userId);
    return rootOnlyDecision(organization.rootQuorum, facts.operation, approverIds);
  }
  return decideEach(
    {
      organization,
      policies: await tx.list('policy', { organizationId }),
      approvers,
      implicitAllow: ownsCredentials(facts, submitterId),
    },
    await conditionScopes(storedRecords(tx, organizationId), facts),
    evaluationLabel(facts),
  );
}

/** The vote `context`'s request casts on `activityId`: the stamp's signature over the body. */
export async function newVote(
  tx: ReadTransaction,
  context: HandlerContext,
  user: UserRecord,
  activityId: string,
  selection: 'VOTE_SELECTION_APPROVED' | 'VOTE_SELECTION_REJECTED',
): Promise<Vote> {
  const request = context.request;
  return {
    id: context.newId(),
    userId: user.userId,
    user: await userView(tx, user),
    activityId,
    selection,
    message: request?.body ?? '',
    publicKey: request?.stamp.publicKey ?? '',
    signature: request?.stamp.signature ?? '',
    scheme: request?.stamp.scheme ?? '',
    createdAt: context.timestamp(),
  };
}

/** The facts of a stored activity, from its type and intent. */
export function storedFacts(
  activity: Activity,
  operation: string,
  intentKey: string,
): ActivityFacts {
  const intent = activity.intent as Record<string, unknown>;
  const parameters = intent[intentKey];
  return {
    operation,
    activityType: activity.type,
    parameters:
      typeof parameters === 'object' && parameters !== null
        ? (parameters as Record<string, unknown>)
        : {},
  };
}
