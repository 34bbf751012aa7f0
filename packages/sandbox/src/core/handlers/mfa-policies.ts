/**
 * MFA policies: per-user rules naming the extra authentication steps an activity needs when a
 * policy-language condition holds: stored, checked, listed, changed and deleted here, applied to
 * submissions by `auth/mfa.ts` (see FIDELITY), with their progress in get_mfa_status.
 */
import {
  CreateMfaPolicyIntentSchema,
  DeleteMfaPolicyIntentSchema,
  GetMfaPoliciesRequestSchema,
  GetMfaPolicyRequestSchema,
  GetMfaStatusRequestSchema,
  UpdateMfaPolicyIntentSchema,
} from '@docs/platform-api';
import type { RequiredAuthenticationMethod } from '@docs/platform-api';
import type { MfaPolicyRecord, ReadTransaction } from '../../storage/types';
import { invalid, notFound } from '../errors';
import { query, simplified, submission, type HandlerContext } from '../contract';
import { ownRecord } from '../records/owned';
import { byOrder, mfaPolicyView } from '../views';
import { visibleProfiles } from '../records/session-profiles';
import { parseExpression, PolicySyntaxError } from '../policy/expression';

const FIDELITY = simplified(
  "MFA policies are enforced for submitters and approvers: the first (lowest order) whose condition holds puts the activity (or an approver's vote) in ACTIVITY_STATUS_AUTHENTICATORS_NEEDED unless the stamp already completes it, and each further approve_activity by that user adds the method its stamp proves (an API key; a passkey; a login's key counts as a session, with its session profile as id; an attested stamp proves email OTP or SMS OTP by its verification token, or OAuth by its OIDC token, with the linked provider as id), each proof completing one step. An approver's policies are evaluated with the facts of the activity voted on; what the platform evaluates them with is not published.",
);

/** What each method type's `id` names, and how to find it for a user. */
const METHOD_IDS: Record<
  string,
  | {
      what: string;
      exists(
        tx: ReadTransaction,
        context: HandlerContext,
        userId: string,
        id: string,
      ): Promise<boolean>;
    }
  | undefined
> = {
  AUTHENTICATION_TYPE_PASSKEY: {
    what: 'a passkey (authenticator) of user',
    exists: async (tx, _context, userId, id) =>
      (await tx.get('authenticator', id))?.userId === userId,
  },
  AUTHENTICATION_TYPE_API_KEY: {
    what: 'an API key of user',
    exists: async (tx, _context, userId, id) => (await tx.get('apiKey', id))?.userId === userId,
  },
  AUTHENTICATION_TYPE_OAUTH: {
    what: 'an OAuth provider of user',
    exists: async (tx, _context, userId, id) =>
      (await tx.get('oauthProvider', id))?.userId === userId,
  },
  AUTHENTICATION_TYPE_SESSION: {
    what: 'a session profile visible to the organization of user',
    exists: async (tx, context, _userId, id) =>
      (await visibleProfiles(tx, context.organizationId)).some(
        (profile) => profile.sessionProfileId === id,
      ),
  },
  // Email and SMS codes have no id to narrow to.
  AUTHENTICATION_TYPE_EMAIL_OTP: undefined,
  AUTHENTICATION_TYPE_SMS_OTP: undefined,
};

function checkName(name: string): void {
  if (name.trim() === '') throw invalid('mfaPolicyName: must not be empty');
}

function checkCondition(condition: string): void {
  if (condition.trim() === '') throw invalid('condition: must not be empty');
  try {
    parseExpression(condition);
  } catch (error) {
    if (error instanceof PolicySyntaxError) {
      throw invalid(`condition: not a policy expression: ${error.message}`, 'POLICY_SYNTAX_ERROR');
    }
    throw error;
  }
}

async function checkMethods(
  tx: ReadTransaction,
  context: HandlerContext,
  userId: string,
  steps: readonly RequiredAuthenticationMethod[],
): Promise<void> {
  if (steps.length === 0) {
    throw invalid('requiredAuthenticationMethods: give at least one step');
  }
  for (const [index, step] of steps.entries()) {
    const path = `requiredAuthenticationMethods[${index}].any`;
    if (step.any.length === 0) throw invalid(`${path}: give at least one method`);
    for (const [position, method] of step.any.entries()) {
      if (method.id === undefined) continue;
      const field = `${path}[${position}].id`;
      const kind = METHOD_IDS[method.type];
      if (!kind) throw invalid(`${field}: ${method.type} methods have no id; leave it out`);
      if (!(await kind.exists(tx, context, userId, method.id))) {
        throw invalid(`${field}: ${method.id} is not ${kind.what} ${userId}`);
      }
    }
  }
}

const ownUser = (tx: ReadTransaction, context: HandlerContext, userId: string) =>
  ownRecord(tx, 'user', userId, context.organizationId, 'user');

/** The user's policy, or NOT_FOUND (a policy of another user counts as absent). */
async function ownPolicy(
  tx: ReadTransaction,
  context: HandlerContext,
  userId: string,
  mfaPolicyId: string,
): Promise<MfaPolicyRecord> {
  const policy = await ownRecord(
    tx,
    'mfaPolicy',
    mfaPolicyId,
    context.organizationId,
    'MFA policy',
  );
  if (policy.userId !== userId) {
    throw notFound(`User ${userId} has no MFA policy ${mfaPolicyId}`, 'MFA_POLICY_NOT_FOUND');
  }
  return policy;
}

export const createMfaPolicy = submission(
  CreateMfaPolicyIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    checkName(parameters.mfaPolicyName);
    checkCondition(parameters.condition);
    await context.storage.read(async (tx) => {
      await ownUser(tx, context, parameters.userId);
      await checkMethods(tx, context, parameters.userId, parameters.requiredAuthenticationMethods);
    });
    const now = context.timestamp();
    const policy: MfaPolicyRecord = {
      mfaPolicyId: context.newId(),
      organizationId: context.organizationId,
      userId: parameters.userId,
      mfaPolicyName: parameters.mfaPolicyName,
      condition: parameters.condition,
      requiredAuthenticationMethods: parameters.requiredAuthenticationMethods,
      order: parameters.order,
      ...(parameters.notes === undefined ? {} : { notes: parameters.notes }),
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { mfaPolicyId: policy.mfaPolicyId },
      write: async (tx) => {
        await ownUser(tx, context, parameters.userId);
        await tx.insert('mfaPolicy', {
          id: policy.mfaPolicyId,
          organizationId: policy.organizationId,
          parentId: policy.userId,
          data: policy,
        });
      },
    };
  },
);

export const updateMfaPolicy = submission(
  UpdateMfaPolicyIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    if (parameters.mfaPolicyName !== undefined) checkName(parameters.mfaPolicyName);
    if (parameters.condition !== undefined) checkCondition(parameters.condition);
    const before = await context.storage.read(async (tx) => {
      const policy = await ownPolicy(tx, context, parameters.userId, parameters.mfaPolicyId);
      if (parameters.requiredAuthenticationMethods !== undefined) {
        await checkMethods(
          tx,
          context,
          parameters.userId,
          parameters.requiredAuthenticationMethods,
        );
      }
      return policy;
    });
    const notes = parameters.notes ?? before.notes;
    const after: MfaPolicyRecord = {
      ...before,
      mfaPolicyName: parameters.mfaPolicyName ?? before.mfaPolicyName,
      condition: parameters.condition ?? before.condition,
      requiredAuthenticationMethods:
        parameters.requiredAuthenticationMethods ?? before.requiredAuthenticationMethods,
      order: parameters.order ?? before.order,
      ...(notes === undefined ? {} : { notes }),
      updatedAt: context.timestamp(),
    };
    return {
      result: { mfaPolicyId: after.mfaPolicyId },
      write: async (tx) => {
        await ownPolicy(tx, context, parameters.userId, parameters.mfaPolicyId);
        await tx.update('mfaPolicy', after.mfaPolicyId, after);
      },
    };
  },
);

export const deleteMfaPolicy = submission(
  DeleteMfaPolicyIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownPolicy(tx, context, parameters.userId, parameters.mfaPolicyId),
    );
    return {
      result: { mfaPolicyId: parameters.mfaPolicyId },
      write: async (tx) => {
        await ownPolicy(tx, context, parameters.userId, parameters.mfaPolicyId);
        await tx.remove('mfaPolicy', parameters.mfaPolicyId);
      },
    };
  },
);

export const getMfaPolicy = query(GetMfaPolicyRequestSchema, FIDELITY, (context, input) =>
  context.storage.read(async (tx) => ({
    mfaPolicy: mfaPolicyView(await ownPolicy(tx, context, input.userId, input.mfaPolicyId)),
  })),
);

export const getMfaPolicies = query(GetMfaPoliciesRequestSchema, FIDELITY, (context, input) =>
  context.storage.read(async (tx) => {
    await ownUser(tx, context, input.userId);
    const policies = await tx.list('mfaPolicy', { parentId: input.userId });
    return { mfaPolicies: byOrder(policies).map(mfaPolicyView) };
  }),
);

export const getMfaStatus = query(GetMfaStatusRequestSchema, FIDELITY, (context, input) =>
  context.storage.read(async (tx) => {
    await ownRecord(tx, 'activity', input.activityId, context.organizationId, 'activity');
    if (input.userId !== undefined) await ownUser(tx, context, input.userId);
    // The submitter's progress, then each approver's whose vote their MFA held.
    const submitter = await tx.get('mfaProgress', input.activityId);
    const approvers = await tx.list('mfaProgress', { parentId: input.activityId });
    return {
      mfaStatuses: [...(submitter ? [submitter] : []), ...approvers]
        .filter((progress) => input.userId === undefined || progress.userId === input.userId)
        .map((progress) => ({
          mfaPolicyId: progress.mfaPolicyId,
          userId: progress.userId,
          satisfied: progress.satisfied,
          satisfiedMethods: progress.satisfiedMethods,
          requiredMethods: progress.requiredMethods,
        })),
    };
  }),
);
