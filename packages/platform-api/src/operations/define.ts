/**
 * The operation record and the two helpers that build one. The helpers derive everything that
 * follows from the name (path, schema ids, the request envelope, the narrowed response, the
 * example envelope) so that each operation module states only its own facts.
 */
import type { z } from 'zod';
import { exampleActivity, type Signer } from '../examples/activity';
import { ORGANIZATION_ID, REQUEST_TIMESTAMP_MS } from '../examples/ids';
import { submissionResponseSchema } from '../schemas/activities';
import {
  intentSchemas,
  resultSchemas,
  type IntentKey,
  type ResultKey,
} from '../schemas/activity-payloads';
import type { ActivityType } from '../schemas/activity-types';
import { submissionRequestSchema } from '../schemas/common';
import type { ActivityStatus } from '../schemas/enums';
import type { TagName } from './tags';

interface OperationBase {
  /** The path segment after `/public/v1/query/` or `/public/v1/submit/`; also the operationId. */
  name: string;
  path: string;
  tag: TagName;
  /** The method of `TurnkeyClient` (`@turnkey/http@6.6.0`) that sends the operation. */
  sdkMethod: string;
  /**
   * The method of `@turnkey/sdk-server@8.2.1`'s API client (`new Turnkey(…).apiClient()`);
   * absent when that client has none. The drift check reads both clients' declarations.
   */
  sdkServerMethod?: string;
  summary: string;
  /** For integrators: what it does, when to use it, its rules and where its output is. */
  description: string;
  request: z.ZodType;
  response: z.ZodType;
  example: { request: unknown; response: unknown };
}

export interface QueryOperation extends OperationBase {
  kind: 'query';
}

export interface SubmissionOperation extends OperationBase {
  kind: 'submission';
  /** The literal `type` of the request envelope. */
  activityType: ActivityType;
  /** Key of the parameters under `activity.intent`. */
  intentKey: IntentKey;
  /** Key of the output under `activity.result`; absent for approve and reject. */
  resultKey?: ResultKey;
  /**
   * `wire`: the result shape is in the wire sheet. `derived`: the sheet shows no result for this
   * operation and the shape follows the sheet's naming and the spec (see README).
   */
  resultSource?: 'wire' | 'derived';
}

export type Operation = QueryOperation | SubmissionOperation;

/** `create_wallet` → `CreateWallet`. */
export function pascalCase(name: string): string {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * What an operation module says of sdk-server's method: nothing when it is `sdkMethod`, its name
 * when it differs, `false` when sdk-server has none (decision 0087).
 */
type SdkServerMethodInput = string | false;

function sdkServerMethodOf(sdkMethod: string, input: SdkServerMethodInput | undefined) {
  if (input === false) return {};
  return { sdkServerMethod: input ?? sdkMethod };
}

export function defineQuery<Request extends z.ZodType, Response extends z.ZodType>(definition: {
  name: string;
  sdkMethod: string;
  sdkServerMethod?: SdkServerMethodInput;
  tag: TagName;
  summary: string;
  description: string;
  request: Request;
  response: Response;
  example: { request: z.input<Request>; response: z.input<Response> };
}): QueryOperation {
  const { sdkServerMethod, ...rest } = definition;
  return {
    kind: 'query',
    path: `/public/v1/query/${definition.name}`,
    ...rest,
    ...sdkServerMethodOf(definition.sdkMethod, sdkServerMethod),
  };
}

export function defineSubmission<Key extends IntentKey, Out extends ResultKey>(definition: {
  name: string;
  sdkMethod: string;
  sdkServerMethod?: SdkServerMethodInput;
  tag: TagName;
  summary: string;
  description: string;
  activityType: ActivityType;
  intentKey: Key;
  result?: { key: Out; source: 'wire' | 'derived' };
  /** `false` when the client's request body for this type has no `generateAppProofs` field. */
  appProofs?: false;
  example: {
    /** Defaults to the parent organization. */
    organizationId?: string;
    parameters: z.input<(typeof intentSchemas)[Key]>;
    result?: z.input<(typeof resultSchemas)[Out]>;
    /** Defaults to ACTIVITY_STATUS_COMPLETED. */
    status?: ActivityStatus;
    /** Defaults to Alice, the first root user. */
    signer?: Signer;
  };
}): SubmissionOperation {
  const { name, sdkMethod, tag, summary, description, activityType, intentKey, result, example } =
    definition;
  const appProofs = definition.appProofs ?? true;
  const id = pascalCase(name);
  const intentSchema = intentSchemas[intentKey];
  const request = submissionRequestSchema(`${id}Request`, activityType, intentSchema, {
    appProofs,
  });
  const response = submissionResponseSchema(
    `${id}Response`,
    { key: intentKey, schema: intentSchema },
    result ? { key: result.key, schema: resultSchemas[result.key] } : undefined,
  );
  const organizationId = example.organizationId ?? ORGANIZATION_ID;
  const exampleRequest = {
    type: activityType,
    timestampMs: REQUEST_TIMESTAMP_MS,
    organizationId,
    parameters: example.parameters,
  };
  const activity = exampleActivity({
    name,
    type: activityType,
    organizationId,
    status: example.status ?? 'ACTIVITY_STATUS_COMPLETED',
    intent: { [intentKey]: example.parameters },
    result: result && example.result !== undefined ? { [result.key]: example.result } : {},
    signedMessage: JSON.stringify(exampleRequest),
    ...(example.signer ? { signer: example.signer } : {}),
  });
  return {
    kind: 'submission',
    name,
    path: `/public/v1/submit/${name}`,
    tag,
    sdkMethod,
    ...sdkServerMethodOf(sdkMethod, definition.sdkServerMethod),
    summary,
    description,
    request,
    response,
    activityType,
    intentKey,
    ...(result ? { resultKey: result.key, resultSource: result.source } : {}),
    example: { request: exampleRequest, response: { activity } },
  };
}
