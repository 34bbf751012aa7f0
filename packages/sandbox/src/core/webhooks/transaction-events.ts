/**
 * SEND_TRANSACTION_STATUS_UPDATES from the local chains: each send the sandbox broadcasts is
 * reported as `BROADCASTING`, then `INCLUDED` with its hash (and `error` when the execution
 * reverted) or `FAILED` with `error` when the chain refused it, in the body the platform
 * documents (`type: "transaction:status"`, `msg` with the status id, the activity id, the CAIP-2,
 * an idempotency key per status and a Unix timestamp in seconds). Sandbox sends land at once, so
 * both events leave together; `error` carries only `message` (the platform adds revert or Solana
 * details the local chains do not produce).
 */
import type { Activity } from '@docs/platform-api';
import type { SendTransactionStatusRecord, Storage } from '../../storage/types';
import type { WebhookEvent } from './deliveries';

/** The id of the activity whose result names this send's status record. */
function activityOf(send: SendTransactionStatusRecord, activities: readonly Activity[]) {
  return activities.find((activity) =>
    Object.values(activity.result ?? {}).some(
      (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        (value as { sendTransactionStatusId?: unknown }).sendTransactionStatusId ===
          send.sendTransactionStatusId,
    ),
  )?.id;
}

export async function transactionStatusEvents(
  storage: Pick<Storage, 'read'>,
  send: SendTransactionStatusRecord,
  activities: readonly Activity[],
  nowMs: number,
): Promise<WebhookEvent[]> {
  const organization = await storage.read((tx) => tx.get('organization', send.organizationId));
  const hash = send.txHash ?? send.signature;
  const error = send.txError ? { error: { message: send.txError } } : {};
  const final = hash
    ? { status: 'INCLUDED', txHash: hash, ...error }
    : { status: 'FAILED', ...error };
  const timestamp = String(Math.floor(nowMs / 1000));
  return [{ status: 'BROADCASTING' }, final].map((state) => ({
    eventType: 'SEND_TRANSACTION_STATUS_UPDATES',
    organizationId: send.organizationId,
    body: JSON.stringify({
      type: 'transaction:status',
      organizationId: send.organizationId,
      parentOrganizationId: organization?.parentOrganizationId ?? send.organizationId,
      msg: {
        sendTransactionStatusId: send.sendTransactionStatusId,
        activityId: activityOf(send, activities) ?? '',
        caip2: send.caip2,
        idempotencyKey: `${send.sendTransactionStatusId}:${state.status}`,
        timestamp,
        ...state,
      },
    }),
  }));
}
