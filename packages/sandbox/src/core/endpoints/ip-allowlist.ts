/**
 * The sandbox's way back in after an IP allowlist shuts out your own machine, as the platform's
 * dashboard is (it is never subject to allowlists). No stamp, like the other /sandbox/v1/
 * endpoints:
 *
 * - `POST ip-allowlists/clear` `{ organizationId }`: removes the organization's list and every
 *   per-key list, and answers `{ removed }`, how many there were.
 *
 * Returns undefined for any other endpoint.
 */
import * as z from 'zod';
import type { Environment } from './api';
import { jsonBody } from './json-body';
import { jsonResponse, notFound } from '../errors';
import type { SandboxRequest } from '../request';
import { ipAllowlistId } from '../auth/ip-allowlist';

const ClearSchema = z.strictObject({ organizationId: z.string().min(1) });

export async function handleAllowlistEndpoint(
  env: Environment,
  endpoint: string,
  request: SandboxRequest,
): Promise<Response | undefined> {
  if (endpoint !== 'POST ip-allowlists/clear') return undefined;
  const { organizationId } = await jsonBody(request, ClearSchema);
  const removed = await env.storage.transaction(async (tx) => {
    if (!(await tx.get('organization', organizationId))) {
      throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
    }
    const lists = await tx.list('ipAllowlist', { organizationId });
    for (const list of lists) {
      await tx.remove('ipAllowlist', ipAllowlistId(organizationId, list.publicKey));
    }
    return lists.length;
  });
  return jsonResponse({ removed });
}
