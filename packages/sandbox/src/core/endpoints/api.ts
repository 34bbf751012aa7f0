/**
 * One API request, in the order the checks run: method and content type, body size, the stamp
 * over the raw bytes, JSON, the organization, the caller's key, the intent version, the schema,
 * then the handler. A submission's writes and its activity land in one transaction.
 */
import type { Activity } from '@docs/platform-api';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@docs/platform-api/bytes';
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  OrganizationRecord,
  Storage,
} from '../../storage/types';
import { invalid, jsonResponse, notFound, SandboxError } from '../errors';
import {
  callerApprover,
  callerOf,
  decideActivity,
  newVote,
  POLICY_EXEMPT,
} from '../policy/authorize';
import { routes, submissionVersions, versionsByActivityType, type Route } from './routes';
import type { Caller, HandlerContext, VerifiedStamp } from '../contract';
import { verifyStamp } from '../stamp';
import { PARENT_MAY_SUBMIT } from '../auth/parent';
import { isExpired } from '../auth/api-key-expiry';
import type { SandboxRequest } from '../request';
import { parseOrThrow } from '../validation';

/** Bodies above this size are refused with 413, as the platform's gateway does. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface Environment {
  storage: Storage;
  context: Omit<HandlerContext, 'caller' | 'organizationId'>;
}

/**
 * The activity's fingerprint as `@turnkey/crypto`'s `computeActivityFingerprint` computes it:
 * `sha256:` and the hex SHA-256 of the exact request bytes.
 */
export function activityFingerprint(bytes: Uint8Array): string {
  return `sha256:${bytesToHex(sha256(bytes))}`;
}

export function tooLarge(): SandboxError {
  return new SandboxError(
    'RESOURCE_EXHAUSTED',
    'REQUEST_TOO_LARGE',
    `The request body is larger than ${MAX_BODY_BYTES} bytes`,
    413,
  );
}

async function readBody(request: SandboxRequest): Promise<Uint8Array> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_BODY_BYTES) throw tooLarge();
  return bytes;
}

function parseJson(bytes: Uint8Array): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw invalid(`The body is not valid JSON: ${(error as Error).message}`, 'MALFORMED_JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('The body must be a JSON object', 'MALFORMED_JSON');
  }
  return parsed as Record<string, unknown>;
}

/** Finds the stamping key (or passkey) in the organization, or in its parent for a query. */
async function authenticate(
  storage: Storage,
  stamp: VerifiedStamp,
  organization: OrganizationRecord,
  route: Route,
  nowMs: number,
): Promise<Caller> {
  const credentials: (ApiKeyRecord | AuthenticatorRecord)[] =
    stamp.authenticators ??
    (await storage.read((tx) => tx.list('apiKey', { lookup: stamp.publicKey }))).filter(
      (key) => key.curveType === stamp.curveType,
    );
  const what = stamp.authenticators ? 'passkey' : 'API key';
  const own = credentials.find((key) => key.organizationId === organization.organizationId);
  const parent = credentials.find(
    (key) =>
      organization.parentOrganizationId !== undefined &&
      key.organizationId === organization.parentOrganizationId,
  );
  const key = own ?? parent;
  if (!key) {
    if (credentials.length > 0) {
      throw new SandboxError(
        'PERMISSION_DENIED',
        'ORGANIZATION_MISMATCH',
        `The ${what} that stamped this request does not belong to organization ${organization.organizationId}`,
      );
    }
    throw new SandboxError(
      'UNAUTHENTICATED',
      'PUBLIC_KEY_NOT_FOUND',
      `No API key with public key ${stamp.publicKey} is registered in the sandbox`,
    );
  }
  if ('apiKeyId' in key && isExpired(key, nowMs)) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'API_KEY_EXPIRED',
      `API key ${key.apiKeyId} has expired`,
    );
  }
  if (!own && route.kind === 'submission' && !PARENT_MAY_SUBMIT.has(route.name)) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `A ${what} of the parent organization can read sub-organization ${organization.organizationId} but not submit activities to it`,
    );
  }
  return { ...callerOf(key), viaParent: !own };
}

/** The handler and version of a stored activity's type (approve_activity runs it later). */
function handlerFor(activityType: string) {
  const entry = versionsByActivityType.get(activityType);
  const handler = entry ? routes.get(entry.operation.path)?.handler : undefined;
  return entry && handler?.kind === 'submission'
    ? {
        operationName: entry.operation.name,
        handler,
        version: entry.version,
      }
    : undefined;
}

function contentTypeIsJson(request: SandboxRequest): boolean {
  const type = request.headers.get('Content-Type');
  return type !== null && /^application\/json\s*(;|$)/i.test(type.trim());
}

export async function handleApi(
  env: Environment,
  route: Route,
  request: SandboxRequest,
): Promise<Response> {
  if (request.method !== 'POST') {
    throw new SandboxError(
      'INVALID_ARGUMENT',
      'METHOD_NOT_ALLOWED',
      `${route.path} takes POST, received ${request.method}`,
      405,
    );
  }
  if (!route.handler) {
    throw new SandboxError(
      'UNIMPLEMENTED',
      'OPERATION_NOT_IMPLEMENTED',
      `The sandbox does not implement ${route.name} (${route.path}) yet`,
    );
  }
  if (!contentTypeIsJson(request)) {
    throw invalid(
      `Content-Type must be application/json, received ${request.headers.get('Content-Type') ?? 'none'}`,
      'UNSUPPORTED_CONTENT_TYPE',
    );
  }
  const bytes = await readBody(request);
  const stamp = await verifyStamp(request.headers, bytes, env.storage);
  const body = parseJson(bytes);

  const organizationId = body.organizationId;
  if (typeof organizationId !== 'string' || organizationId === '') {
    throw invalid('organizationId: expected the id of the organization the request acts on');
  }
  const organization = await env.storage.read((tx) => tx.get('organization', organizationId));
  if (!organization) {
    throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
  }
  const now = env.context.now();
  const caller = await authenticate(env.storage, stamp, organization, route, now);

  const { operation, handler } = route;
  const context: HandlerContext = {
    ...env.context,
    caller,
    organizationId,
    request: { stamp, body: new TextDecoder().decode(bytes) },
    handlerFor,
  };
  if (handler.kind === 'query' || operation.kind === 'query') {
    return jsonResponse(await handler.run(context, body));
  }
  const versions = submissionVersions(operation);
  const version = versions.find((candidate) => candidate.activityType === body.type);
  if (!version) {
    throw invalid(
      `type: ${route.name} accepts ${versions.map((v) => v.activityType).join(', ')}; received ${JSON.stringify(body.type)}`,
      'ACTIVITY_TYPE_UNSUPPORTED',
    );
  }
  // Older versions are validated against the current version's parameters: the registry keeps
  // the older types and keys, not their parameter schemas.
  const input = parseOrThrow(operation.request, {
    ...body,
    type: operation.activityType,
  }) as Record<string, unknown>;
  const parameters = input.parameters as Record<string, unknown>;
  const activityId = env.context.newId();
  const facts = { operation: operation.name, activityType: version.activityType, parameters };
  const { decision, vote } = await env.storage.read(async (tx) => {
    const approver = await callerApprover(tx, context);
    return {
      decision: POLICY_EXEMPT.has(operation.name)
        ? undefined
        : // A parent's key acting on a sub-organization answers to the parent's policies.
          await decideActivity(tx, caller.organizationId, facts, [approver], caller.userId),
      vote: await newVote(tx, context, approver.user, activityId, 'VOTE_SELECTION_APPROVED'),
    };
  });
  if (
    decision?.outcome === 'OUTCOME_DENY_EXPLICIT' ||
    decision?.outcome === 'OUTCOME_DENY_IMPLICIT'
  ) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `${route.name} is not authorized: ${decision.outcome}, ${decision.reason}`,
      undefined,
      { outcome: decision.outcome },
    );
  }
  const pending = decision?.outcome === 'OUTCOME_REQUIRES_CONSENSUS';
  const outcome = pending ? undefined : await handler.run(context, parameters);
  const timestamp = env.context.timestamp();
  const activity = {
    id: activityId,
    organizationId,
    status: pending ? 'ACTIVITY_STATUS_CONSENSUS_NEEDED' : 'ACTIVITY_STATUS_COMPLETED',
    type: version.activityType,
    intent: { [version.intentKey]: parameters },
    result: outcome && version.resultKey ? { [version.resultKey]: outcome.result } : {},
    votes: [vote],
    fingerprint: activityFingerprint(bytes),
    canApprove: pending,
    canReject: pending,
    createdAt: timestamp,
    updatedAt: timestamp,
  } as Activity;
  await env.storage.transaction(async (tx) => {
    await outcome?.write?.(tx);
    await tx.insert('activity', {
      id: activity.id,
      organizationId,
      lookup: activity.fingerprint,
      data: activity,
    });
  });
  return jsonResponse({ activity });
}
