/**
 * The sandbox-only policy endpoint (no stamp, like the others under /sandbox/v1/):
 *
 * - `POST policies/simulate` `{ policies, request: { type, parameters }, user?, approvals?,
 *   nowMs?, records? }`: the decision the sandbox's engine makes for those policies and that
 *   request, with each policy's trace (see `core/policy/simulate.ts`), without an organization or
 *   a stamp; `records` stands for the organization records the request reads.
 *
 * Returns undefined for any other endpoint.
 */
import { jsonResponse } from '../errors';
import { simulatePolicies } from '../policy/simulate';
import type { SandboxRequest } from '../request';
import { readJson } from './json-body';
import { versionsByActivityType } from './routes';

export async function handlePolicyEndpoint(
  endpoint: string,
  request: SandboxRequest,
): Promise<Response | undefined> {
  if (endpoint !== 'POST policies/simulate') return undefined;
  const simulation = await simulatePolicies(
    await readJson(request),
    (activityType) => versionsByActivityType.get(activityType)?.operation.name,
  );
  return jsonResponse(simulation);
}
