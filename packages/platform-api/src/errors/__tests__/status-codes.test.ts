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
