/**
 * The numeric `code` of an error body and the HTTP status the platform answers with it. The
 * numbering is gRPC's. One table, read by the errors page and by the sandbox when it shapes an
 * error.
 *
 * Where the HTTP status comes from (`httpSource`):
 * - `platform`: the platform's errors page pairs the code with this status in its table of
 *   error messages (tkhq/docs@c8289df2:api-reference/overview/errors.mdx: InvalidArgument 400,
 *   Unauthenticated 401, PermissionDenied 403, NotFound 404, ResourceExhausted 429,
 *   Internal 500, and no other pairs in any version of that page);
 * - `gateway`: the platform publishes none; the status is the standard gRPC-to-HTTP gateway
 *   mapping (grpc-ecosystem/grpc-gateway@v2.30.0:runtime/errors.go, `HTTPStatusFromCode`),
 *   which agrees with all six published pairs.
 */
export interface StatusCode {
  code: number;
  name: string;
  httpStatus: number;
  /** `platform`: published by the platform; `gateway`: the standard gateway mapping. */
  httpSource: 'platform' | 'gateway';
  /** When a client meets it, in the reference's words. */
  meaning: string;
}

export const STATUS_CODES = [
  {
    code: 0,
    name: 'OK',
    httpStatus: 200,
    httpSource: 'gateway',
    meaning: 'No error; never sent in an error body.',
  },
  {
    code: 1,
    name: 'CANCELLED',
    httpStatus: 499,
    httpSource: 'gateway',
    meaning: 'The caller gave up on the request.',
  },
  {
    code: 2,
    name: 'UNKNOWN',
    httpStatus: 500,
    httpSource: 'gateway',
    meaning: 'A failure with no better category.',
  },
  {
    code: 3,
    name: 'INVALID_ARGUMENT',
    httpStatus: 400,
    httpSource: 'platform',
    meaning:
      'The body or a parameter is wrong (a malformed ID, a bad policy, an unknown curve or path): fix the request before retrying.',
  },
  {
    code: 4,
    name: 'DEADLINE_EXCEEDED',
    httpStatus: 504,
    httpSource: 'gateway',
    meaning: 'The request took too long; it may still have taken effect.',
  },
  {
    code: 5,
    name: 'NOT_FOUND',
    httpStatus: 404,
    httpSource: 'platform',
    meaning:
      'A referenced resource does not exist: an organization, an authenticator, or the activity a vote names by fingerprint.',
  },
  {
    code: 6,
    name: 'ALREADY_EXISTS',
    httpStatus: 409,
    httpSource: 'gateway',
    meaning: 'The resource you tried to create is already there.',
  },
  {
    code: 7,
    name: 'PERMISSION_DENIED',
    httpStatus: 403,
    httpSource: 'platform',
    meaning:
      'The caller is known but not allowed to do this: no policy allows it, or API operations are switched off.',
  },
  {
    code: 8,
    name: 'RESOURCE_EXHAUSTED',
    httpStatus: 429,
    httpSource: 'platform',
    meaning:
      'A limit was hit: a per-user limit on authenticators or API keys, the organization’s quota, or a rate limit.',
  },
  {
    code: 9,
    name: 'FAILED_PRECONDITION',
    httpStatus: 400,
    httpSource: 'gateway',
    meaning: 'The request is well formed but the current state does not allow it.',
  },
  {
    code: 10,
    name: 'ABORTED',
    httpStatus: 409,
    httpSource: 'gateway',
    meaning: 'A concurrent change got in the way.',
  },
  {
    code: 11,
    name: 'OUT_OF_RANGE',
    httpStatus: 400,
    httpSource: 'gateway',
    meaning: 'A value is outside its range.',
  },
  {
    code: 12,
    name: 'UNIMPLEMENTED',
    httpStatus: 501,
    httpSource: 'gateway',
    meaning: 'The operation is not available here.',
  },
  {
    code: 13,
    name: 'INTERNAL',
    httpStatus: 500,
    httpSource: 'platform',
    meaning:
      'A fault on the server side; the message carries an error ID to quote to support. Retrying may work.',
  },
  {
    code: 14,
    name: 'UNAVAILABLE',
    httpStatus: 503,
    httpSource: 'gateway',
    meaning: 'The service is briefly unavailable: retry with backoff.',
  },
  {
    code: 15,
    name: 'DATA_LOSS',
    httpStatus: 500,
    httpSource: 'gateway',
    meaning: 'Unrecoverable data loss.',
  },
  {
    code: 16,
    name: 'UNAUTHENTICATED',
    httpStatus: 401,
    httpSource: 'platform',
    meaning:
      'The stamp is missing or malformed, does not verify, or names a key the organization (or its parent) does not hold or that has expired.',
  },
] as const satisfies readonly StatusCode[];

export type StatusCodeName = (typeof STATUS_CODES)[number]['name'];

/** `statusCode('NOT_FOUND')` → its numeric code and HTTP status. */
export function statusCode(name: StatusCodeName): StatusCode {
  const found = STATUS_CODES.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown status code name: ${name}`);
  return found;
}
