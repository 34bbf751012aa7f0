import { describe, expect, it } from 'vitest';
import { TURNKEY_ERROR_CODES, TURNKEY_ERROR_DETAIL_TYPE } from '../turnkey-error-codes';

describe('turnkeyErrorCode values', () => {
  it('are the 32 the platform lists, each once, in upper snake case, each with a meaning', () => {
    const codes = TURNKEY_ERROR_CODES.map((entry) => entry.code);
    expect(codes).toHaveLength(32);
    expect(new Set(codes).size).toBe(32);
    for (const entry of TURNKEY_ERROR_CODES) {
      expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(entry.meaning.length, entry.code).toBeGreaterThan(15);
    }
    expect(codes).toContain('SIGNATURE_INVALID');
    expect(codes).toContain('ORGANIZATION_NOT_FOUND');
  });

  it('travel in a detail entry of the protobuf Any type the page names', () => {
    expect(TURNKEY_ERROR_DETAIL_TYPE).toBe('type.googleapis.com/errors.v1.TurnkeyErrorDetail');
  });
});
