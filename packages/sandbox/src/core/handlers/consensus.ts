/**
 * Votes on an activity that waits in ACTIVITY_STATUS_CONSENSUS_NEEDED, named by its fingerprint.
 * An approval is added to the activity's votes and the policies are evaluated again with every
 * approver so far: once they allow it, the activity runs (as its submitter) and completes with its
 * result; an explicit deny fails it. A rejection ends it in ACTIVITY_STATUS_REJECTED. Either way
 * the vote's own activity completes with no result, and the response carries the decided
 * activity as the vote left it: `@turnkey/sdk-server`'s `activityDecision` spreads that
 * activity's `result` into what `approveActivity` returns, and the platform's co-signing example
 * reads the signature from it.
 *
 * MFA: an approval by the submitter of an activity held in ACTIVITY_STATUS_AUTHENTICATORS_NEEDED
 * proves one step of their MFA policy. An approver whose own MFA policy covers the activity has
 * their vote held (the approval answers ACTIVITY_STATUS_AUTHENTICATORS_NEEDED) until further
 * approvals prove every step; only then is it counted. A proof is the method of the stamp: an API
 * key, a passkey, a login's session, or an attested stamp's email OTP, SMS OTP or OAuth token.
 */
import { ApproveActivityIntentSchema, RejectActivityIntentSchema } from '@docs/platform-api';
import type { Activity } from '@docs/platform-api';
import {
  approverProgressId,
  type MfaProgressRecord,
  type ReadTransaction,
  type WriteTransaction,
} from '../../storage/types';
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
import { insertEvaluation, newEvaluation } from '../policy/evaluations';
import type { Approver, ApproverCredential } from '../policy/facts';
import { governingMfaPolicy, proofOf, stepsComplete } from '../auth/mfa';
import {
  resultOf,
  simplified,
  submission,
  type HandlerContext,
  type SubmissionOutcome,
} from '../contract';

const PENDING = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';
const MFA_PENDING = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';

const VOTE_FIDELITY = simplified(
  "Any user of the organization may vote (the platform lets the users a consensus names vote); a vote records the stamp of the approve or reject request as its signature over that request body. An approver's MFA policies are evaluated with the facts of the activity voted on. An attested stamp (email OTP, SMS OTP, OAuth) proves an MFA step but casts no vote of its own: a user's first approval is stamped with an API key, passkey or session.",
);

/** The MFA method the caller's stamp proves. */
function callerProof(context: HandlerContext, key: ApproverCredential) {
  const { caller } = context;
  if (!caller.attestedKey) return proofOf(key);
  if (!caller.attestedProof) {
    throw precondition(
      'This attested stamp proves no MFA method: its verification token is not for an email or SMS code',
    );
  }
  return caller.attestedProof;
}

type Write = (tx: WriteTransaction) => Promise<void>;

/** Saves `updated` over `progress` (stored as `id`) unless another proof landed in between. */
function savingProgress(
  id: string,
  progress: MfaProgressRecord,
  updated: MfaProgressRecord,
): Write {
  return async (tx) => {
    const current = await tx.get('mfaProgress', id);
    if (current?.satisfiedMethods.length !== progress.satisfiedMethods.length) {
      throw precondition(
        `Activity ${progress.activityId} changed while this step was counted; approve again`,
        'ACTIVITY_CHANGED',
      );
    }
    await tx.update('mfaProgress', id, updated);
  };
}

async function pendingActivity(
  tx: ReadTransaction,
  context: HandlerContext,
  fingerprint: string,
  statuses: readonly string[] = [PENDING],
) {
  const target = (await tx.list('activity', { lookup: fingerprint })).find(
    (activity) => activity.organizationId === context.organizationId,
  );
  if (!target) {
    throw notFound(
      `No activity with fingerprint ${fingerprint} in organization ${context.organizationId}`,
      'ACTIVITY_NOT_FOUND',
    );
  }
  if (!statuses.includes(target.status)) {
    throw precondition(
      `Activity ${target.id} is ${target.status}; only an activity in ${statuses.join(' or ')} takes this vote`,
      'ACTIVITY_NOT_PENDING',
    );
  }
  if (target.status === MFA_PENDING) {
    // Until its MFA is done, only the submitter acts on it (and may drop it).
    if (target.votes[0]?.userId !== context.caller.userId) {
      throw precondition(
        `Activity ${target.id} waits for its submitter to satisfy MFA; other users vote once that is done`,
        'ACTIVITY_NOT_PENDING',
      );
    }
  } else if (target.votes.some((vote) => vote.userId === context.caller.userId)) {
    throw precondition(
      `User ${context.caller.userId} has already voted on activity ${target.id}`,
      'VOTE_ALREADY_CAST',
    );
  }
  return target;
}

/** The updated activity lands only if nobody voted on it (or proved a step) in between. */
function replacing(
  target: Activity,
  updated: Activity,
  before?: SubmissionOutcome['write'],
  status: string = PENDING,
) {
  return async (tx: Parameters<NonNullable<SubmissionOutcome['write']>>[0]) => {
    const current = await tx.get('activity', target.id);
    if (current?.status !== status || current.votes.length !== target.votes.length) {
      throw precondition(
        `Activity ${target.id} changed while this vote was counted; vote again`,
        'ACTIVITY_CHANGED',
      );
    }
    await before?.(tx);
    await tx.update('activity', target.id, updated);
  };
}

function failureOf(error: SandboxError) {
  return error.body();
}

function entryOf(context: HandlerContext, type: string) {
  const entry = context.handlerFor?.(type);
  if (!entry) {
    throw new SandboxError(
      'UNIMPLEMENTED',
      'OPERATION_NOT_IMPLEMENTED',
      `The sandbox cannot run activities of type ${type}`,
    );
  }
  return entry;
}

/** The policy decision on `target` with `approvers`, and what running it needs. */
async function decision(
  tx: ReadTransaction,
  context: HandlerContext,
  target: Activity,
  approvers: Approver[],
) {
  const entry = entryOf(context, target.type);
  const facts = storedFacts(target, entry.operationName, entry.version.intentKey);
  const submitter = target.votes[0];
  const submitterKey = submitter
    ? await credentialOf(tx, submitter.userId, submitter.publicKey)
    : undefined;
  if (!submitter || !submitterKey) {
    throw precondition(`The submitter of activity ${target.id} no longer exists`);
  }
  const decided = await decideActivity(
    tx,
    context.organizationId,
    facts,
    approvers,
    submitter.userId,
  );
  return { entry, facts, submitterKey, decision: decided };
}

/**
 * The outcome of a decision on `target` (whose status is `status`): still waiting for votes,
 * failed, or run as its submitter and completed. `before` runs first in the same transaction.
 */
async function settle(
  context: HandlerContext,
  target: Activity,
  votes: Activity['votes'],
  decided: Awaited<ReturnType<typeof decision>>,
  status: string,
  before?: SubmissionOutcome['write'],
): Promise<SubmissionOutcome> {
  const { entry, facts, submitterKey } = decided;
  const updatedAt = context.timestamp();
  const chain =
    (...writes: SubmissionOutcome['write'][]) =>
    async (tx: Parameters<NonNullable<SubmissionOutcome['write']>>[0]) => {
      for (const write of writes) await write?.(tx);
    };
  if (decided.decision.outcome === 'OUTCOME_REQUIRES_CONSENSUS') {
    const waiting = {
      ...target,
      status: PENDING,
      votes,
      updatedAt,
      canApprove: true,
      canReject: true,
    };
    return {
      result: undefined,
      write: replacing(target, waiting as Activity, before, status),
      answer: waiting as Activity,
    };
  }
  const settled = { ...target, votes, updatedAt, canApprove: false, canReject: false };
  if (decided.decision.outcome !== 'OUTCOME_ALLOW') {
    const error = new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `Activity ${target.id} is not authorized: ${decided.decision.outcome}, ${decided.decision.reason}`,
    );
    const failed = { ...settled, status: 'ACTIVITY_STATUS_FAILED', failure: failureOf(error) };
    return {
      result: undefined,
      write: replacing(target, failed as Activity, before, status),
      answer: failed as Activity,
    };
  }
  const submitterContext: HandlerContext = {
    ...context,
    caller: callerOf(submitterKey),
  };
  try {
    const outcome = await entry.handler.run(submitterContext, facts.parameters);
    const completed = {
      ...settled,
      status: 'ACTIVITY_STATUS_COMPLETED',
      result: resultOf(entry.version, outcome.result),
    };
    const write = replacing(target, completed as Activity, chain(before, outcome.write), status);
    return { result: undefined, write, answer: completed as Activity };
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const failed = { ...settled, status: 'ACTIVITY_STATUS_FAILED', failure: failureOf(error) };
    return {
      result: undefined,
      write: replacing(target, failed as Activity, before, status),
      answer: failed as Activity,
    };
  }
}

/**
 * An approval by the submitter of an activity held for MFA: the stamp proves one method. Once the
 * steps are complete the policies decide, as they would have at submission.
 */
async function proveMfaStep(context: HandlerContext, target: Activity): Promise<SubmissionOutcome> {
  const read = await context.storage.read(async (tx) => {
    const progress = await tx.get('mfaProgress', target.id);
    if (!progress) throw precondition(`Activity ${target.id} has no MFA progress to add to`);
    if (progress.userId !== context.caller.userId) {
      throw precondition(
        `Activity ${target.id} waits for user ${progress.userId} to satisfy MFA policy ${progress.mfaPolicyId}; other users vote once that is done`,
        'ACTIVITY_NOT_PENDING',
      );
    }
    const voter = await callerApprover(tx, context);
    const satisfiedMethods = [...progress.satisfiedMethods, callerProof(context, voter.key)];
    const satisfied = stepsComplete(progress.requiredMethods, satisfiedMethods);
    const updated = { ...progress, satisfiedMethods, satisfied };
    const decided = satisfied
      ? await decision(tx, context, target, await approversOf(tx, target.votes))
      : undefined;
    return { progress, updated, decided };
  });
  const { progress, updated, decided } = read;
  const saveProgress = savingProgress(target.id, progress, updated);
  if (!decided) {
    const touched = { ...target, updatedAt: context.timestamp() };
    return {
      result: undefined,
      write: replacing(target, touched, saveProgress, MFA_PENDING),
      answer: touched,
    };
  }
  return settle(context, target, target.votes, decided, MFA_PENDING, saveProgress);
}

async function approve(context: HandlerContext, fingerprint: string): Promise<SubmissionOutcome> {
  const held = await context.storage.read(async (tx) =>
    (await tx.list('activity', { lookup: fingerprint })).find(
      (activity) =>
        activity.organizationId === context.organizationId && activity.status === MFA_PENDING,
    ),
  );
  if (held) return proveMfaStep(context, held);
  const read = await context.storage.read(async (tx) => {
    const target = await pendingActivity(tx, context, fingerprint);
    const progressId = approverProgressId(target.id, context.caller.userId);
    const progress = await tx.get('mfaProgress', progressId);
    const voter = await callerApprover(tx, context);
    if (progress?.heldVote) {
      // A further approval by a voter whose vote waits for their MFA: one more proof.
      const satisfiedMethods = [...progress.satisfiedMethods, callerProof(context, voter.key)];
      const updated = {
        ...progress,
        satisfiedMethods,
        satisfied: stepsComplete(progress.requiredMethods, satisfiedMethods),
      };
      const { vote } = progress.heldVote;
      const key = await credentialOf(tx, vote.userId, vote.publicKey);
      const approvers = await approversOf(tx, target.votes);
      if (key) approvers.push({ user: voter.user, key });
      const decided = updated.satisfied
        ? await decision(tx, context, target, approvers)
        : undefined;
      return { kind: 'proof' as const, target, progressId, progress, updated, decided };
    }
    if (context.caller.attestedKey) {
      throw precondition(
        `An attested stamp proves an MFA step, and no vote of user ${context.caller.userId} on activity ${target.id} waits for one; approve with an API key, passkey or session first`,
      );
    }
    const vote = await newVote(tx, context, voter.user, target.id, 'VOTE_SELECTION_APPROVED');
    const entry = entryOf(context, target.type);
    const facts = storedFacts(target, entry.operationName, entry.version.intentKey);
    const policy = await governingMfaPolicy(tx, context.organizationId, voter.user.userId, facts);
    const proof = proofOf(voter.key);
    if (policy && !stepsComplete(policy.requiredAuthenticationMethods, [proof])) {
      const hold: MfaProgressRecord = {
        activityId: target.id,
        organizationId: context.organizationId,
        userId: voter.user.userId,
        mfaPolicyId: policy.mfaPolicyId,
        requiredMethods: policy.requiredAuthenticationMethods,
        satisfiedMethods: [proof],
        satisfied: false,
        heldVote: { vote, approvalActivityId: context.activityId ?? '' },
      };
      return { kind: 'hold' as const, progressId, hold };
    }
    const approvers = [...(await approversOf(tx, target.votes)), voter];
    return {
      kind: 'vote' as const,
      target,
      vote,
      decided: await decision(tx, context, target, approvers),
    };
  });
  if (read.kind === 'hold') {
    const { progressId, hold } = read;
    return {
      result: undefined,
      held: true,
      write: async (tx) => {
        if (await tx.get('mfaProgress', progressId)) {
          throw precondition(
            `A vote of user ${hold.userId} on activity ${hold.activityId} already waits for their MFA; approve again to prove its next step`,
            'ACTIVITY_CHANGED',
          );
        }
        await tx.insert('mfaProgress', {
          id: progressId,
          organizationId: hold.organizationId,
          parentId: hold.activityId,
          data: hold,
        });
      },
    };
  }
  if (read.kind === 'proof') {
    const { target, progressId, progress, updated, decided } = read;
    const saveProgress = savingProgress(progressId, progress, updated);
    const heldVote = progress.heldVote;
    if (!decided || !heldVote) {
      // Steps remain: the answer is the held approval, still waiting.
      const approval = await context.storage.read((tx) =>
        tx.get('activity', heldVote?.approvalActivityId ?? ''),
      );
      return { result: undefined, write: saveProgress, ...(approval ? { answer: approval } : {}) };
    }
    // The held approval's own activity completes with the vote it now casts.
    const completeApproval: Write = async (tx) => {
      await saveProgress(tx);
      const approval = await tx.get('activity', heldVote.approvalActivityId);
      if (approval?.status === MFA_PENDING) {
        await tx.update('activity', approval.id, {
          ...approval,
          status: 'ACTIVITY_STATUS_COMPLETED',
          updatedAt: context.timestamp(),
        });
      }
      await insertEvaluation(
        tx,
        newEvaluation(context, target, heldVote.vote.id, decided.decision),
      );
    };
    return settle(
      context,
      target,
      [...target.votes, heldVote.vote],
      decided,
      PENDING,
      completeApproval,
    );
  }
  const { target, vote, decided } = read;
  // This approval's policy evaluation is stored with whatever the activity becomes.
  const evaluation = newEvaluation(context, target, vote.id, decided.decision);
  return settle(context, target, [...target.votes, vote], decided, PENDING, (tx) =>
    insertEvaluation(tx, evaluation),
  );
}

async function reject(context: HandlerContext, fingerprint: string): Promise<SubmissionOutcome> {
  const { target, vote } = await context.storage.read(async (tx) => {
    const target = await pendingActivity(tx, context, fingerprint, [PENDING, MFA_PENDING]);
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
  return {
    result: undefined,
    write: replacing(target, rejected, undefined, target.status),
    answer: rejected,
  };
}

export const approveActivity = submission(
  ApproveActivityIntentSchema,
  VOTE_FIDELITY,
  (context, p) => approve(context, p.fingerprint),
);

export const rejectActivity = submission(RejectActivityIntentSchema, VOTE_FIDELITY, (context, p) =>
  reject(context, p.fingerprint),
);
