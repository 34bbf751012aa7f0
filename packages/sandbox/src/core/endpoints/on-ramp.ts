/**
 * `GET /sandbox/v1/on-ramp/{transactionId}`: the local page init_fiat_on_ramp's `onRampUrl`
 * points at, in place of a provider's widget. It shows the simulated purchase and its status as
 * JSON; there is nothing to pay.
 */
import type { Environment } from './api';
import { jsonResponse, notFound } from '../errors';
import { ON_RAMP_SETTLE_MS } from '../handlers/fiat-on-ramp';

const PATH = /^GET on-ramp\/([^/]+)$/;

/** The answer to `endpoint` when it names a simulated purchase; undefined for other endpoints. */
export async function handleOnRampEndpoint(
  env: Environment,
  endpoint: string,
): Promise<Response | undefined> {
  const transactionId = PATH.exec(endpoint)?.[1];
  if (transactionId === undefined) return undefined;
  const purchase = await env.storage.read((tx) => tx.get('onRampTransaction', transactionId));
  if (!purchase) {
    throw notFound(`No on-ramp transaction ${transactionId}`, 'ON_RAMP_TRANSACTION_NOT_FOUND');
  }
  const completed = env.context.now() >= purchase.createdAtMs + ON_RAMP_SETTLE_MS;
  return jsonResponse({
    simulated: true,
    ...purchase,
    transactionStatus: completed ? 'COMPLETED' : 'PENDING',
  });
}
