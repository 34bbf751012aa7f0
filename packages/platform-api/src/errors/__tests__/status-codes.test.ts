import { describe, expect, it } from 'vitest';
import { STATUS_CODES, statusCode } from '../status-codes';

describe('status codes', () => {
  it('numbers 0–16 once each, in order', () => {
    expect(STATUS_CODES.map((entry) => entry.code)).toEqual([...Array(17).keys()]);
  });

  it('maps the codes clients meet most to their HTTP statuses', () => {
    const http = (name: Parameters<typeof statusCode>[0]) => statusCode(name).httpStatus;
    expect(http('INVALID_ARGUMENT')).toBe(400);
    expect(http('NOT_FOUND')).toBe(404);
    expect(http('PERMISSION_DENIED')).toBe(403);
    expect(http('RESOURCE_EXHAUSTED')).toBe(429);
    expect(http('INTERNAL')).toBe(500);
    expect(http('UNAUTHENTICATED')).toBe(401);
    expect(http('UNIMPLEMENTED')).toBe(501);
  });
});

describe('where each HTTP status comes from', () => {
  it('marks exactly the six pairs the platform publishes as the platform’s', () => {
    const published = STATUS_CODES.filter((entry) => entry.httpSource === 'platform').map(
      (entry) => [entry.code, entry.httpStatus],
    );
    expect(published).toEqual([
      [3, 400],
      [5, 404],
      [7, 403],
      [8, 429],
      [13, 500],
      [16, 401],
    ]);
  });

  it('uses the standard gateway mapping for the rest', () => {
    const gateway = Object.fromEntries(
      STATUS_CODES.filter((entry) => entry.httpSource === 'gateway').map((entry) => [
        entry.name,
        entry.httpStatus,
      ]),
    );
    expect(gateway).toEqual({
      OK: 200,
      CANCELLED: 499,
      UNKNOWN: 500,
      DEADLINE_EXCEEDED: 504,
      ALREADY_EXISTS: 409,
      FAILED_PRECONDITION: 400,
      ABORTED: 409,
      OUT_OF_RANGE: 400,
      UNIMPLEMENTED: 501,
      UNAVAILABLE: 503,
      DATA_LOSS: 500,
    });
  });
});
