import { STATUS_CODES } from '@docs/platform-api/status-codes';
import {
  TURNKEY_ERROR_CODES,
  TURNKEY_ERROR_DETAIL_TYPE,
} from '@docs/platform-api/turnkey-error-codes';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../error-body';
import {
  CATEGORIES_SHOWN_IN_EXAMPLES,
  CATEGORY_OF_REASON,
  CATEGORY_OF_STATUS,
  categoryOf,
  SANDBOX_ONLY_REASONS,
} from '../error-categories';
import { SandboxError } from '../errors';

/** What the platform's errors page publishes: its table of 32, and the category of its example. */
const PUBLISHED = new Set<string>([
  ...TURNKEY_ERROR_CODES.map((entry) => entry.code),
  ...CATEGORIES_SHOWN_IN_EXAMPLES,
]);

const statuses = STATUS_CODES.map((status) => status.name);

describe('turnkeyErrorCode categories', () => {
  it('every category the sandbox can emit is one the platform publishes', () => {
    // categoryOf is the only way a category reaches a body: a listed reason, or any other
    // reason under any status.
    const reasons = [...Object.keys(CATEGORY_OF_REASON), 'A_REASON_NOBODY_LISTED'];
    const emitted = new Set(
      statuses.flatMap((status) => reasons.map((r) => categoryOf(status, r))),
    );
    expect([...emitted].filter((category) => !PUBLISHED.has(category))).toEqual([]);
    expect([...Object.values(CATEGORY_OF_STATUS)].every((c) => PUBLISHED.has(c))).toBe(true);
  });

  it('names the sandbox-only cases and the published category each one is sent as', () => {
    for (const { reason, category } of SANDBOX_ONLY_REASONS) {
      expect(PUBLISHED.has(reason), reason).toBe(false);
      expect(PUBLISHED.has(category), reason).toBe(true);
    }
    expect(SANDBOX_ONLY_REASONS.map((entry) => entry.reason)).toEqual(
      expect.arrayContaining(['STAMP_MALFORMED', 'INVALID_REQUEST_BODY', 'WALLET_NOT_EXPORTED']),
    );
  });

  it('maps the cases the platform names differently to its own category', () => {
    expect(categoryOf('UNAUTHENTICATED', 'STAMP_MISSING')).toBe('SIGNATURE_MISSING');
    expect(categoryOf('UNAUTHENTICATED', 'STAMP_MALFORMED')).toBe('UNAUTHENTICATED');
    expect(categoryOf('INVALID_ARGUMENT', 'INVALID_REQUEST_BODY')).toBe('REQUEST_INVALID');
    expect(categoryOf('FAILED_PRECONDITION', 'WALLET_NOT_EXPORTED')).toBe(
      'WALLET_ACCOUNT_NOT_EXPORTED',
    );
    expect(categoryOf('NOT_FOUND', 'WALLET_NOT_FOUND')).toBe('REQUEST_INVALID');
    expect(categoryOf('PERMISSION_DENIED', 'SOMETHING')).toBe('REQUEST_NOT_AUTHORIZED');
  });

  it('bodies carry the platform detail type and nothing but the category', () => {
    const body = errorBody('UNAUTHENTICATED', 'STAMP_MISSING', 'no stamp');
    expect(body).toEqual({
      code: 16,
      message: 'no stamp',
      details: [{ '@type': TURNKEY_ERROR_DETAIL_TYPE, turnkeyErrorCode: 'SIGNATURE_MISSING' }],
    });
    expect(TURNKEY_ERROR_DETAIL_TYPE).toBe('type.googleapis.com/errors.v1.TurnkeyErrorDetail');
    const error = new SandboxError('INVALID_ARGUMENT', 'INVALID_REQUEST_BODY', 'bad', undefined, {
      fieldViolations: ['parameters.x'],
    });
    expect(error.category).toBe('REQUEST_INVALID');
    expect(error.body().details).toEqual([
      { '@type': TURNKEY_ERROR_DETAIL_TYPE, turnkeyErrorCode: 'REQUEST_INVALID' },
    ]);
  });
});
