/**
 * Errors in the platform's shape: `{ code, message, details }`, where `code` is the numeric
 * status of `STATUS_CODES`, the HTTP status comes from the same table, and `details` holds one
 * entry with a `turnkeyErrorCode` the platform publishes (see `error-categories.ts`). Handlers
 * throw `SandboxError`; the core turns it into a response, and anything else into INTERNAL
 * without leaking a stack.
 */
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';
import { SANDBOX_HEADER } from '../defaults';
import { errorBody, type ErrorBody } from './error-body';
import { categoryOf, type EmittedCategory } from './error-categories';

export { ERROR_DETAIL_TYPE, type ErrorBody } from './error-body';

export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  /** The published category the response carries, e.g. `SIGNATURE_MISSING`. */
  readonly category: EmittedCategory;

  constructor(
    readonly status: StatusCodeName,
    /** The sandbox's name for the case, e.g. `STAMP_MALFORMED`; sent as its category. */
    readonly reason: string,
    message: string,
    /** HTTP status when it differs from the table's (413 for an oversized body). */
    readonly httpStatus?: number,
    /** Facts for the sandbox's own callers (tests, logs); the platform's body has no room for them. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.category = categoryOf(status, reason);
  }

  /**
   * The sandbox's name for the case (`reason`), under the name handlers and tests have read it
   * by; what a client receives is `category`.
   */
  get turnkeyErrorCode(): string {
    return this.reason;
  }

  body(): ErrorBody {
    return errorBody(this.status, this.reason, this.message);
  }

  toResponse(): Response {
    return jsonResponse(this.body(), this.httpStatus ?? statusCode(this.status).httpStatus);
  }
}

/** Shorthands for the errors handlers throw most. */
export const invalid = (message: string, reason = 'INVALID_REQUEST') =>
  new SandboxError('INVALID_ARGUMENT', reason, message);
export const notFound = (message: string, reason = 'NOT_FOUND') =>
  new SandboxError('NOT_FOUND', reason, message);
export const precondition = (message: string, reason = 'FAILED_PRECONDITION') =>
  new SandboxError('FAILED_PRECONDITION', reason, message);
export const unauthenticated = (message: string, reason = 'UNAUTHENTICATED') =>
  new SandboxError('UNAUTHENTICATED', reason, message);

/** The platform's "malformed organization ID provided": an `organizationId` that is not a UUID. */
export const malformedOrganizationId = (field: string, value: unknown) =>
  new SandboxError(
    'INVALID_ARGUMENT',
    'INVALID_ORGANIZATION_ID',
    `malformed organization ID provided: ${field} must be a UUID, received ${JSON.stringify(value)?.slice(0, 80) ?? String(value)}`,
  );

/** The platform's "organization mismatch" (400, code 3), as its errors page shows it. */
export const organizationMismatch = (requested: string, actual: string) =>
  new SandboxError(
    'INVALID_ARGUMENT',
    'ORGANIZATION_MISMATCH',
    `organization mismatch: request is targeting organization ("${requested}"), but voters are in organization ("${actual}")`,
  );

/** A JSON response with the sandbox header. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', [SANDBOX_HEADER.name]: SANDBOX_HEADER.value },
  });
}

/** Any thrown value as a response: a `SandboxError` as itself, anything else as INTERNAL. */
export function errorResponse(error: unknown): Response {
  if (error instanceof SandboxError) return error.toResponse();
  const reason = error instanceof Error ? error.message : String(error);
  return new SandboxError('INTERNAL', 'INTERNAL', `The sandbox failed: ${reason}`).toResponse();
}
