/**
 * Errors in the platform's shape: `{ code, message, details }`, where `code` is the numeric
 * status of `STATUS_CODES`, the HTTP status comes from the same table, and `details` holds one
 * entry with a `turnkeyErrorCode`. Handlers throw `SandboxError`; the core turns it into a
 * response, and anything else into INTERNAL without leaking a stack.
 */
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';
import { SANDBOX_HEADER } from '../defaults';
import { errorBody, type ErrorBody } from './error-body';

export { ERROR_DETAIL_TYPE, type ErrorBody } from './error-body';

export class SandboxError extends Error {
  override readonly name = 'SandboxError';

  constructor(
    readonly status: StatusCodeName,
    /** Category a client can branch on, e.g. `SIGNATURE_INVALID`. */
    readonly turnkeyErrorCode: string,
    message: string,
    /** HTTP status when it differs from the table's (413 for an oversized body). */
    readonly httpStatus?: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return errorBody(this.status, this.turnkeyErrorCode, this.message, this.extra);
  }

  toResponse(): Response {
    return jsonResponse(this.body(), this.httpStatus ?? statusCode(this.status).httpStatus);
  }
}

/** Shorthands for the errors handlers throw most. */
export const invalid = (message: string, turnkeyErrorCode = 'INVALID_REQUEST') =>
  new SandboxError('INVALID_ARGUMENT', turnkeyErrorCode, message);
export const notFound = (message: string, turnkeyErrorCode = 'NOT_FOUND') =>
  new SandboxError('NOT_FOUND', turnkeyErrorCode, message);
export const precondition = (message: string, turnkeyErrorCode = 'FAILED_PRECONDITION') =>
  new SandboxError('FAILED_PRECONDITION', turnkeyErrorCode, message);

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
