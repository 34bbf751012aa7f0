/**
 * Policies: create (one or several), read, list, update and delete. Each expression is parsed
 * when it is written, so a syntax error answers 400 and a keyword or function the sandbox does
 * not evaluate answers 501 then, instead of being ignored when an activity is evaluated.
 */
import {
  CreatePoliciesIntentSchema,
  CreatePolicyIntentV3Schema,
  DeletePoliciesIntentSchema,
  DeletePolicyIntentSchema,
  GetPoliciesRequestSchema,
  GetPolicyRequestSchema,
  UpdatePolicyIntentV2Schema,
} from '@docs/platform-api';
import type { CreatePolicyIntentV3 } from '@docs/platform-api';
import type { PolicyRecord, ReadTransaction, WriteTransaction } from '../../storage/types';
import { checkPolicyExpressions } from '../policy/engine';
import { faithful, query, simplified, submission } from '../contract';
import { policyView } from '../views';
import type { Minting } from '../contract';
import { ownRecord } from '../records/owned';

const IGNORED =
  'Expressions may use approvers, credentials, activity, wallet, wallet_account, private_key, secret, eth.tx, solana.tx, bitcoin.tx, tron.tx and tempo.tx; other keywords (wallets, controls, …) are refused with 501 when the policy is written. A documented field the sandbox does not fill (tron.tx.data, bitcoin.tx.version, an IDL-parsed Solana instruction, …) fails the evaluation with 400 and the reason. The `time` field is accepted and not evaluated. The platform publishes no size limits for expressions; the sandbox refuses with 400 an expression over its own (core/policy/limits.ts: 16,384 characters, 32 levels of nesting, 2,000 parts, 4 nested any/all/filter, 200,000 evaluation steps).';

function newPolicy(
  context: Minting,
  organizationId: string,
  params: CreatePolicyIntentV3,
  path: string,
): PolicyRecord {
  checkPolicyExpressions(params, path);
  const now = context.timestamp();
  return {
    policyId: context.newId(),
    organizationId,
    policyName: params.policyName,
    effect: params.effect,
    ...(params.condition ? { condition: params.condition } : {}),
    ...(params.consensus ? { consensus: params.consensus } : {}),
    notes: params.notes,
    createdAt: now,
    updatedAt: now,
  };
}

const ownPolicy = (tx: ReadTransaction, organizationId: string, policyId: string) =>
  ownRecord(tx, 'policy', policyId, organizationId, 'policy');

async function insertPolicies(tx: WriteTransaction, policies: readonly PolicyRecord[]) {
  for (const policy of policies) {
    await tx.insert('policy', {
      id: policy.policyId,
      organizationId: policy.organizationId,
      data: policy,
    });
  }
}

export const createPolicy = submission(
  CreatePolicyIntentV3Schema,
  simplified(IGNORED),
  (context, parameters) => {
    const policy = newPolicy(context, context.organizationId, parameters, '');
    return Promise.resolve({
      result: { policyId: policy.policyId },
      write: (tx) => insertPolicies(tx, [policy]),
    });
  },
);

export const createPolicies = submission(
  CreatePoliciesIntentSchema,
  simplified(IGNORED),
  (context, parameters) => {
    const policies = parameters.policies.map((params, index) =>
      newPolicy(context, context.organizationId, params, `policies[${index}].`),
    );
    return Promise.resolve({
      result: { policyIds: policies.map((policy) => policy.policyId) },
      write: (tx) => insertPolicies(tx, policies),
    });
  },
);

export const updatePolicy = submission(
  UpdatePolicyIntentV2Schema,
  simplified(IGNORED),
  (context, parameters) => {
    checkPolicyExpressions(
      { condition: parameters.policyCondition, consensus: parameters.policyConsensus },
      'policy',
    );
    return Promise.resolve({
      result: { policyId: parameters.policyId },
      write: async (tx) => {
        const policy = await ownPolicy(tx, context.organizationId, parameters.policyId);
        const updated: PolicyRecord = {
          ...policy,
          ...(parameters.policyName !== undefined ? { policyName: parameters.policyName } : {}),
          ...(parameters.policyEffect !== undefined ? { effect: parameters.policyEffect } : {}),
          ...(parameters.policyNotes !== undefined ? { notes: parameters.policyNotes } : {}),
          updatedAt: context.timestamp(),
        };
        if (parameters.policyCondition !== undefined) {
          if (parameters.policyCondition) updated.condition = parameters.policyCondition;
          else delete updated.condition;
        }
        if (parameters.policyConsensus !== undefined) {
          if (parameters.policyConsensus) updated.consensus = parameters.policyConsensus;
          else delete updated.consensus;
        }
        await tx.update('policy', policy.policyId, updated);
      },
    });
  },
);

/** Removes each policy, or fails (and removes none) if one is not in the organization. */
function deleting(organizationId: string, policyIds: readonly string[]) {
  return async (tx: WriteTransaction) => {
    for (const policyId of policyIds) {
      await ownPolicy(tx, organizationId, policyId);
      await tx.remove('policy', policyId);
    }
  };
}

export const deletePolicy = submission(DeletePolicyIntentSchema, faithful, (context, parameters) =>
  Promise.resolve({
    result: { policyId: parameters.policyId },
    write: deleting(context.organizationId, [parameters.policyId]),
  }),
);

export const deletePolicies = submission(
  DeletePoliciesIntentSchema,
  faithful,
  (context, parameters) =>
    Promise.resolve({
      result: { policyIds: parameters.policyIds },
      write: deleting(context.organizationId, parameters.policyIds),
    }),
);

export const getPolicy = query(GetPolicyRequestSchema, faithful, (context, input) =>
  context.storage.read(async (tx) => ({
    policy: policyView(await ownPolicy(tx, context.organizationId, input.policyId)),
  })),
);

export const listPolicies = query(GetPoliciesRequestSchema, faithful, (context) =>
  context.storage.read(async (tx) => ({
    policies: (await tx.list('policy', { organizationId: context.organizationId })).map(policyView),
  })),
);
