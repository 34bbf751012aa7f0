/**
 * One API request, in the order the checks run: method, body size, the stamp over the raw
 * bytes, JSON, the organization, the caller's key, then for a query its schema and handler; for
 * a submission the envelope, the intent version, the parameters (parsed once, by the handler's
 * schema), an earlier activity with the same fingerprint, the policies, then the handler. A
 * submission's writes and its activity land in one transaction.
 *
 * Like the platform, the body is read as JSON whatever its `Content-Type` says (the platform's
 * CLI and examples print `curl -d` commands without one): the stamp, not the header, is what
 * makes a request acceptable.
 */
import type { Activity, SubmissionOperation } from '@docs/platform-api';
import { sha256 } from '@noble/hashes/sha2';
import { z } from 'zod';
import { bytesToHex } from '@docs/platform-api/bytes';
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  OrganizationRecord,
  ReadTransaction,
  Storage,
} from '../../storage/types';
import {
  invalid,
  jsonResponse,
  malformedOrganizationId,
  notFound,
  organizationMismatch,
  SandboxError,
} from '../errors';
import {
  callerApprover,
  callerOf,
  decideActivity,
  newVote,
  POLICY_EXEMPT,
} from '../policy/authorize';
import { insertEvaluation, newEvaluation } from '../policy/evaluations';
import { routes, submissionVersions, versionsByActivityType, type Route } from './routes';
import {
  resultOf,
  type Caller,
  type HandlerContext,
  type QueryHandler,
  type SubmissionHandler,
  type VerifiedStamp,
} from '../contract';
import { attestedCaller } from '../auth/attested';
import { verifyStamp } from '../stamp';
import { PARENT_MAY_SUBMIT } from '../auth/parent';
import { enforceAllowlist, governingAllowlist } from '../auth/ip-allowlist';
import { mfaHold } from '../auth/mfa';
import { isExpired } from '../auth/api-key-expiry';
import type { SandboxRequest } from '../request';
import { parseOrThrow } from '../validation';
import { isUuid, SubmissionEnvelopeSchema } from './envelope';
import { illFormedStringAt } from './well-formed';

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
    throw invalid(
      `bad request body: not valid JSON: ${(error as Error).message}`,
      'MALFORMED_JSON',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('bad request body: must be a JSON object', 'MALFORMED_JSON');
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
    const elsewhere = credentials[0];
    if (elsewhere)
      throw organizationMismatch(organization.organizationId, elsewhere.organizationId);
    throw new SandboxError(
      'UNAUTHENTICATED',
      'PUBLIC_KEY_NOT_FOUND',
      `could not find public key in organization or its parent organization: no ${what} with public key ${stamp.publicKey} is registered in the sandbox`,
    );
  }
  if ('apiKeyId' in key && isExpired(key, nowMs)) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'API_KEY_EXPIRED',
      `expired api key: API key ${key.apiKeyId} has expired`,
    );
  }
  if (!own && route.kind === 'submission' && !PARENT_MAY_SUBMIT.has(route.name)) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `request not authorized: a ${what} of the parent organization can read sub-organization ${organization.organizationId} but not submit activities to it`,
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

/** A route's handler, with the operation a submission needs, or 501 when there is none. */
type Implemented =
  | { kind: 'query'; handler: QueryHandler }
  | { kind: 'submission'; operation: SubmissionOperation; handler: SubmissionHandler };

function implemented(route: Route): Implemented {
  if (route.kind === 'query' && route.handler) return { kind: 'query', handler: route.handler };
  if (route.kind === 'submission' && route.handler) {
    return { kind: 'submission', operation: route.operation, handler: route.handler };
  }
  throw new SandboxError(
    'UNIMPLEMENTED',
    'OPERATION_NOT_IMPLEMENTED',
    `The sandbox does not implement ${route.name} (${route.path}) yet`,
  );
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
  const target = implemented(route);
  const bytes = await readBody(request);
  const stamp = await verifyStamp(request.headers, bytes, env.storage);
  const body = parseJson(bytes);
  const illFormed = illFormedStringAt(body);
  if (illFormed !== undefined) {
    throw invalid(
      `bad request body: ${illFormed}: a string with a lone UTF-16 surrogate is not valid UTF-8`,
      'INVALID_REQUEST_BODY',
    );
  }

  const organizationId = body.organizationId;
  if (typeof organizationId !== 'string' || organizationId === '') {
    throw invalid('organizationId: expected the id of the organization the request acts on');
  }
  if (!isUuid(organizationId)) throw malformedOrganizationId('organizationId', organizationId);
  const organization = await env.storage.read((tx) => tx.get('organization', organizationId));
  if (!organization) {
    throw notFound(
      `no organization found with the given ID: ${organizationId}`,
      'ORGANIZATION_NOT_FOUND',
    );
  }
  const now = env.context.now();
  // An attested stamp speaks for the user its token names, who may be in a sub-organization.
  const attested = stamp.attested
    ? await attestedCaller(env.context, stamp, organization, route.name, now)
    : undefined;
  const caller =
    attested?.caller ?? (await authenticate(env.storage, stamp, organization, route, now));
  const allowlist = await env.storage.read((tx) =>
    governingAllowlist(tx, caller.organizationId, stamp.publicKey),
  );
  if (allowlist) enforceAllowlist(allowlist, request.remoteAddress);

  const context: HandlerContext = {
    ...env.context,
    caller,
    organizationId: attested?.organizationId ?? organizationId,
    request: { stamp, body: new TextDecoder().decode(bytes) },
    handlerFor,
  };
  if (target.kind === 'query') return jsonResponse(await target.handler.run(context, body));
  return jsonResponse({ activity: await submit(env, route.name, target, context, body, bytes) });
}

/** The activity with `fingerprint` in this organization. */
async function byFingerprint(
  tx: ReadTransaction,
  organizationId: string,
  fingerprint: string,
): Promise<Activity | undefined> {
  const found = await tx.list('activity', { lookup: fingerprint });
  return found.find((activity) => activity.organizationId === organizationId);
}

/** Votes answer with the activity they decided (see handlers/consensus.ts). */
const VOTE_INTENTS: Record<string, string> = {
  ACTIVITY_TYPE_APPROVE_ACTIVITY: 'approveActivityIntent',
  ACTIVITY_TYPE_REJECT_ACTIVITY: 'rejectActivityIntent',
};

/**
 * What an earlier request with the same body answered: its activity as it stands now, or for a
 * vote the activity it decided.
 */
async function sameRequest(
  tx: ReadTransaction,
  organizationId: string,
  fingerprint: string,
): Promise<Activity | undefined> {
  const earlier = await byFingerprint(tx, organizationId, fingerprint);
  const intentKey = earlier ? VOTE_INTENTS[earlier.type] : undefined;
  if (!earlier || intentKey === undefined) return earlier;
  const intent = (earlier.intent as Record<string, { fingerprint?: unknown } | undefined>)[
    intentKey
  ];
  const decided =
    typeof intent?.fingerprint === 'string'
      ? await byFingerprint(tx, organizationId, intent.fingerprint)
      : undefined;
  return decided ?? earlier;
}

/**
 * An older version's parameters are read with the current version's schema, which would drop a
 * field only the older version has (the `selectors` of ACTIVITY_TYPE_CREATE_POLICY_V2, the
 * `privateKeys` of ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V3): the activity would then do
 * something else than asked, such as store a policy without its conditions. Such a field answers
 * 400 naming it instead.
 */
function refuseDroppedFields(
  schema: z.ZodType,
  parameters: unknown,
  olderType: string,
  current: { activityType: string } | undefined,
) {
  if (!(schema instanceof z.ZodObject) || typeof parameters !== 'object' || parameters === null) {
    return;
  }
  const known = new Set(Object.keys(schema.shape));
  const dropped = Object.keys(parameters).filter((field) => !known.has(field));
  if (dropped.length === 0) return;
  throw invalid(
    `parameters.${dropped.join(', parameters.')}: the sandbox reads ${olderType} with the parameters of ${current?.activityType ?? 'the current version'}, which have no ${dropped.join(' or ')}, and would ignore ${dropped.length === 1 ? 'it' : 'them'}; send the current version`,
  );
}

async function submit(
  env: Environment,
  name: string,
  { operation, handler }: Extract<Implemented, { kind: 'submission' }>,
  context: HandlerContext,
  body: Record<string, unknown>,
  bytes: Uint8Array,
): Promise<Activity> {
  const { organizationId, caller } = context;
  const envelope = parseOrThrow(SubmissionEnvelopeSchema, body);
  const versions = submissionVersions(operation);
  const version = versions.find((candidate) => candidate.activityType === envelope.type);
  if (!version) {
    throw invalid(
      `type: ${name} accepts ${versions.map((v) => v.activityType).join(', ')}; received ${JSON.stringify(envelope.type)}`,
      'ACTIVITY_TYPE_UNSUPPORTED',
    );
  }
  // Older versions are validated against the current version's parameters: the registry keeps
  // the older types and keys, not their parameter schemas.
  if (version !== versions[0]) {
    refuseDroppedFields(handler.parameters, envelope.parameters, version.activityType, versions[0]);
  }
  const parameters = handler.validate(envelope.parameters) as Record<string, unknown>;
  // The platform: a body with the fingerprint of an earlier one returns that activity.
  const fingerprint = activityFingerprint(bytes);
  const earlier = await env.storage.read((tx) => sameRequest(tx, organizationId, fingerprint));
  if (earlier) return earlier;

  const activityId = env.context.newId();
  const facts = { operation: operation.name, activityType: version.activityType, parameters };
  const { decision, vote, mfa } = await env.storage.read(async (tx) => {
    const approver = await callerApprover(tx, context);
    const exempt = POLICY_EXEMPT.has(operation.name);
    return {
      decision: exempt
        ? undefined
        : // A parent's key acting on a sub-organization answers to the parent's policies.
          await decideActivity(tx, caller.organizationId, facts, [approver], caller.userId),
      vote: await newVote(tx, context, approver.user, activityId, 'VOTE_SELECTION_APPROVED'),
      mfa: exempt
        ? undefined
        : await mfaHold(tx, caller.organizationId, caller.userId, facts, approver.key, activityId),
    };
  });
  if (
    decision?.outcome === 'OUTCOME_DENY_EXPLICIT' ||
    decision?.outcome === 'OUTCOME_DENY_IMPLICIT'
  ) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `request not authorized: ${name}: ${decision.outcome}, ${decision.reason}`,
      undefined,
      { outcome: decision.outcome },
    );
  }
  const pending = decision?.outcome === 'OUTCOME_REQUIRES_CONSENSUS' || mfa !== undefined;
  const outcome = pending ? undefined : await handler.run({ ...context, activityId }, parameters);
  const timestamp = env.context.timestamp();
  const activity = {
    id: activityId,
    organizationId,
    status:
      mfa || outcome?.held
        ? 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED'
        : pending
          ? 'ACTIVITY_STATUS_CONSENSUS_NEEDED'
          : 'ACTIVITY_STATUS_COMPLETED',
    type: version.activityType,
    intent: { [version.intentKey]: parameters },
    result: outcome ? resultOf(version, outcome.result) : {},
    votes: [vote],
    fingerprint,
    canApprove: pending,
    canReject: pending,
    createdAt: timestamp,
    updatedAt: timestamp,
  } as Activity;
  const evaluation = decision && newEvaluation(env.context, activity, vote.id, decision);
  return env.storage.transaction(async (tx) => {
    // An identical request that landed while this one ran wins; this one's writes are dropped.
    const raced = await sameRequest(tx, organizationId, fingerprint);
    if (raced) return raced;
    await outcome?.write?.(tx);
    if (mfa) {
      // Kept with the activity, in the organization the request addressed.
      const data = { ...mfa, organizationId };
      await tx.insert('mfaProgress', { id: activityId, organizationId, data });
    }
    await tx.insert('activity', {
      id: activity.id,
      organizationId,
      lookup: activity.fingerprint,
      data: activity,
    });
    if (evaluation) await insertEvaluation(tx, evaluation);
    return outcome?.answer ?? activity;
  });
}
