/**
 * The sandbox-only endpoints of the login flows (no stamp, like the others under /sandbox/v1/):
 *
 * - `GET outbox?organizationId=…[&to=…]`: the emails and texts the flows would have sent, oldest
 *   first, with the OTP code or credential bundle each carries;
 * - `GET oidc/jwks`: the sandbox OIDC issuer's key set;
 * - `POST oidc/token` `{ sub, aud, nonce?, email?, expiresInSeconds? }`: an ID token of that
 *   issuer, for oauth_login, oauth and create_oauth_providers.
 *
 * Returns undefined for any other endpoint.
 */
import * as z from 'zod';
import type { Environment } from './api';
import { readJson } from './json-body';
import { invalid, jsonResponse, notFound } from '../errors';
import type { SandboxRequest } from '../request';
import { parseOrThrow } from '../validation';
import { sandboxKey } from '../auth/keys';
import { jwks, mintOidcToken, SANDBOX_OIDC_ISSUER } from '../auth/oidc';

const TokenRequestSchema = z.strictObject({
  sub: z.string().min(1),
  aud: z.string().min(1),
  nonce: z.string().min(1).optional(),
  email: z.string().min(1).optional(),
  /** Negative values mint a token that has already expired, for tests. */
  expiresInSeconds: z.number().int().min(-86_400).max(86_400).optional(),
});

export async function handleAuthEndpoint(
  env: Environment,
  endpoint: string,
  url: URL,
  request: SandboxRequest,
): Promise<Response | undefined> {
  switch (endpoint) {
    case 'GET outbox': {
      const organizationId = url.searchParams.get('organizationId');
      if (!organizationId) throw invalid('organizationId: give it as a query parameter');
      const to = url.searchParams.get('to');
      const messages = await env.storage.read(async (tx) => {
        if (!(await tx.get('organization', organizationId))) {
          throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
        }
        return tx.list('outboxMessage', to ? { organizationId, lookup: to } : { organizationId });
      });
      return jsonResponse({ messages });
    }
    case 'GET oidc/jwks':
      return jsonResponse({
        issuer: SANDBOX_OIDC_ISSUER,
        ...jwks(await sandboxKey(env.context, 'oidc')),
      });
    case 'POST oidc/token': {
      const body = parseOrThrow(TokenRequestSchema, await readJson(request));
      const key = await sandboxKey(env.context, 'oidc');
      const token = mintOidcToken(
        key,
        {
          sub: body.sub,
          aud: body.aud,
          ...(body.nonce !== undefined ? { nonce: body.nonce } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.expiresInSeconds !== undefined
            ? { expiresInSeconds: body.expiresInSeconds }
            : {}),
        },
        env.context.now(),
      );
      return jsonResponse({ oidcToken: token, issuer: SANDBOX_OIDC_ISSUER });
    }
    default:
      return undefined;
  }
}
