/**
 * The record of one run of the policy engine over an activity, kept for get_policy_evaluations:
 * which vote triggered it and the verdict of every policy it ran. The submission that creates an
 * activity and each approval of it store one, in the transaction that stores the activity.
 */
import type { PolicyEvaluationRecord, WriteTransaction } from '../../storage/types';
import type { HandlerContext } from '../contract';
import type { Decision } from './engine';

export function newEvaluation(
  context: Pick<HandlerContext, 'newId' | 'timestamp'>,
  activity: { id: string; organizationId: string },
  voteId: string,
  decision: Decision,
): PolicyEvaluationRecord {
  return {
    id: context.newId(),
    activityId: activity.id,
    organizationId: activity.organizationId,
    voteId,
    policyEvaluations: decision.verdicts ?? [],
    createdAt: context.timestamp(),
  };
}

export async function insertEvaluation(tx: WriteTransaction, evaluation: PolicyEvaluationRecord) {
  await tx.insert('policyEvaluation', {
    id: evaluation.id,
    organizationId: evaluation.organizationId,
    parentId: evaluation.activityId,
    data: evaluation,
  });
}
