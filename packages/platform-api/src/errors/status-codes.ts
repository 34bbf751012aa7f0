/**
 * The numeric `code` of an error body and the HTTP status the platform answers with it. The
 * numbering is gRPC's; the HTTP statuses are the ones its HTTP gateway uses. One table, read by
 * the errors page and by the sandbox when it shapes an error.
 */
export interface StatusCode {
  code: number;
  name: string;
  httpStatus: number;
  /** When a client meets it, in the reference's words. */
  meaning: string;
}

export const STATUS_CODES = [
  { code: 0, name: 'OK', httpStatus: 200, meaning: 'No error; never sent in an error body.' },
  { code: 1, name: 'CANCELLED', httpStatus: 499, meaning: 'The caller gave up on the request.' },
  { code: 2, name: 'UNKNOWN', httpStatus: 500, meaning: 'A failure with no better category.' },
  {
    code: 3,
    name: 'INVALID_ARGUMENT',
    httpStatus: 400,
    meaning: 'The body or a parameter is wrong: fix the request before retrying.',
  },
  {
    code: 4,
    name: 'DEADLINE_EXCEEDED',
    httpStatus: 504,
    meaning: 'The request took too long; it may still have taken effect.',
  },
  { code: 5, name: 'NOT_FOUND', httpStatus: 404, meaning: 'A referenced resource does not exist.' },
  {
    code: 6,
    name: 'ALREADY_EXISTS',
    httpStatus: 409,
    meaning: 'The resource you tried to create is already there.',
  },
  {
    code: 7,
    name: 'PERMISSION_DENIED',
    httpStatus: 403,
    meaning: 'The caller is known but not allowed to do this.',
  },
  {
    code: 8,
    name: 'RESOURCE_EXHAUSTED',
    httpStatus: 429,
    meaning: 'A rate limit or quota was hit: back off, then retry.',
  },
  {
    code: 9,
    name: 'FAILED_PRECONDITION',
    httpStatus: 400,
    meaning: 'The request is well formed but the current state does not allow it.',
  },
  { code: 10, name: 'ABORTED', httpStatus: 409, meaning: 'A concurrent change got in the way.' },
  { code: 11, name: 'OUT_OF_RANGE', httpStatus: 400, meaning: 'A value is outside its range.' },
  {
    code: 12,
    name: 'UNIMPLEMENTED',
    httpStatus: 501,
    meaning: 'The operation is not available here.',
  },
  { code: 13, name: 'INTERNAL', httpStatus: 500, meaning: 'A fault on the server side.' },
  {
    code: 14,
    name: 'UNAVAILABLE',
    httpStatus: 503,
    meaning: 'The service is briefly unavailable: retry with backoff.',
  },
  { code: 15, name: 'DATA_LOSS', httpStatus: 500, meaning: 'Unrecoverable data loss.' },
  {
    code: 16,
    name: 'UNAUTHENTICATED',
    httpStatus: 401,
    meaning: 'The stamp is missing, malformed or does not verify.',
  },
] as const satisfies readonly StatusCode[];

export type StatusCodeName = (typeof STATUS_CODES)[number]['name'];

/** `statusCode('NOT_FOUND')` → its numeric code and HTTP status. */
export function statusCode(name: StatusCodeName): StatusCode {
  const found = STATUS_CODES.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown status code name: ${name}`);
  return found;
}
