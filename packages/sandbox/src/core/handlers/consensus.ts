/**
 * Votes on an activity that waits in ACTIVITY_STATUS_CONSENSUS_NEEDED, named by its fingerprint.
 * An approval is added to the activity's votes and the policies are evaluated again with every
 * approver so far: once they allow it, the activity runs (as its submitter) and completes with its
 * result; an explicit deny fails it. A rejection ends it in ACTIVITY_STATUS_REJECTED. Either way
 * the vote's own activity completes with no result, and the response carries the decided
 * activity as the vote left it: `@turnkey/sdk-server`'s `activityDecision` spreads that
 * activity's `result` into what `approveActivity` returns, and the platform's co-signing example
 * reads the signature from it.
 */
import { ApproveActivityIntentSchema, RejectActivityIntentSchema } from '@docs/platform-api';
import type { Activity } from '@docs/platform-api';
import type { ReadTransaction } from '../../storage/types';
import { notFound, precondition, SandboxError } from '../errors';
import {
  approversOf,
  callerApprover,
  callerOf,
  credentialOf,
  decideActivity,
  newVote,
  storedFacts,
} from '../policy/authorize';
import { simplified, submission, type HandlerContext, type SubmissionOutcome } from '../contract';

const PENDING = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';

const VOTE_FIDELITY = simplified(
  'Any user of the organization may vote (the platform lets the users a consensus names vote); a vote records the stamp of the approve or reject request as its signature over that request body.',
);

async function pendingActivity(tx: ReadTransaction, context: HandlerContext, fingerprint: string) {
  const target = (await tx.list('activity', { lookup: fingerprint })).find(
    (activity) => activity.organizationId === context.organizationId,
  );
  if (!target) {
    throw notFound(
      `No activity with fingerprint ${fingerprint} in organization ${context.organizationId}`,
      'ACTIVITY_NOT_FOUND',
    );
  }
  if (target.status !== PENDING) {
    throw precondition(
      `Activity ${target.id} is ${target.status}; only an activity in ${PENDING} takes votes`,
      'ACTIVITY_NOT_PENDING',
    );
  }
  if (target.votes.some((vote) => vote.userId === context.caller.userId)) {
    throw precondition(
      `User ${context.caller.userId} has already voted on activity ${target.id}`,
      'VOTE_ALREADY_CAST',
    );
  }
  return target;
}

/** The updated activity lands only if nobody voted on it in between. */
function replacing(target: Activity, updated: Activity, before?: SubmissionOutcome['write']) {
  return async (tx: Parameters<NonNullable<SubmissionOutcome['write']>>[0]) => {
    const current = await tx.get('activity', target.id);
    if (current?.status !== PENDING || current.votes.length !== target.votes.length) {
      throw precondition(
        `Activity ${target.id} changed while this vote was counted; vote again`,
        'ACTIVITY_CHANGED',
      );
    }
    await before?.(tx);
    await tx.update('activity', target.id, updated);
  };
}

/** A vote's outcome: `updated` replaces `target` and is what the response carries. */
function decided(
  target: Activity,
  updated: Activity,
  before?: SubmissionOutcome['write'],
): SubmissionOutcome {
  return { result: undefined, write: replacing(target, updated, before), answer: updated };
}

function failureOf(error: SandboxError) {
  return error.body();
}

async function approve(context: HandlerContext, fingerprint: string): Promise<SubmissionOutcome> {
  const entryOf = (type: string) => {
    const entry = context.handlerFor?.(type);
    if (!entry) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'OPERATION_NOT_IMPLEMENTED',
        `The sandbox cannot run activities of type ${type}`,
      );
    }
    return entry;
  };
  const read = await context.storage.read(async (tx) => {
    const target = await pendingActivity(tx, context, fingerprint);
    const entry = entryOf(target.type);
    const voter = await callerApprover(tx, context);
    const vote = await newVote(tx, context, voter.user, target.id, 'VOTE_SELECTION_APPROVED');
    const approvers = [...(await approversOf(tx, target.votes)), voter];
    const facts = storedFacts(target, entry.operationName, entry.version.intentKey);
    const submitter = target.votes[0];
    const submitterKey = submitter
      ? await credentialOf(tx, submitter.userId, submitter.publicKey)
      : undefined;
    if (!submitter || !submitterKey) {
      throw precondition(`The submitter of activity ${target.id} no longer exists`);
    }
    const decision = await decideActivity(
      tx,
      context.organizationId,
      facts,
      approvers,
      submitter.userId,
    );
    return { target, entry, vote, decision, facts, submitterKey };
  });
  const { target, entry, vote, decision, facts, submitterKey } = read;
  const votes = [...target.votes, vote];
  const updatedAt = context.timestamp();
  if (decision.outcome === 'OUTCOME_REQUIRES_CONSENSUS') {
    return decided(target, { ...target, votes, updatedAt });
  }
  const settled = { ...target, votes, updatedAt, canApprove: false, canReject: false };
  if (decision.outcome !== 'OUTCOME_ALLOW') {
    const error = new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `Activity ${target.id} is not authorized: ${decision.outcome}, ${decision.reason}`,
    );
    const failed = { ...settled, status: 'ACTIVITY_STATUS_FAILED', failure: failureOf(error) };
    return decided(target, failed as Activity);
  }
  const submitterContext: HandlerContext = {
    ...context,
    caller: callerOf(submitterKey),
  };
  try {
    const outcome = await entry.handler.run(submitterContext, facts.parameters);
    const { resultKey } = entry.version;
    const completed = {
      ...settled,
      status: 'ACTIVITY_STATUS_COMPLETED',
      result: resultKey ? { [resultKey]: outcome.result } : {},
    };
    return decided(target, completed as Activity, outcome.write);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const failed = { ...settled, status: 'ACTIVITY_STATUS_FAILED', failure: failureOf(error) };
    return decided(target, failed as Activity);
  }
}

async function reject(context: HandlerContext, fingerprint: string): Promise<SubmissionOutcome> {
  const { target, vote } = await context.storage.read(async (tx) => {
    const target = await pendingActivity(tx, context, fingerprint);
    const voter = await callerApprover(tx, context);
    return {
      target,
      vote: await newVote(tx, context, voter.user, target.id, 'VOTE_SELECTION_REJECTED'),
    };
  });
  const rejected = {
    ...target,
    status: 'ACTIVITY_STATUS_REJECTED',
    votes: [...target.votes, vote],
    canApprove: false,
    canReject: false,
    updatedAt: context.timestamp(),
  } as Activity;
  return decided(target, rejected);
}

export const approveActivity = submission(
  ApproveActivityIntentSchema,
  VOTE_FIDELITY,
  (context, p) => approve(context, p.fingerprint),
);

export const rejectActivity = submission(RejectActivityIntentSchema, VOTE_FIDELITY, (context, p) =>
  reject(context, p.fingerprint),
);
