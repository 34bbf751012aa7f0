import { describe, expect, it } from 'vitest';
import { buildApiModel } from '../model';
import { olderIntentVersions } from '../schemas/intent-versions';
import { findOperation, operations } from '.';
import { LEGACY_ACTIVITY_TYPES, LEGACY_OPERATIONS } from './legacy';

describe('legacy operations', () => {
  it('name real operations and point to current ones', () => {
    for (const [name, legacy] of Object.entries(LEGACY_OPERATIONS)) {
      expect(findOperation(name), name).toBeDefined();
      for (const replacement of legacy.use) {
        expect(findOperation(replacement), `${name} → ${replacement}`).toBeDefined();
        expect(LEGACY_OPERATIONS[replacement], `${name} → ${replacement}`).toBeUndefined();
      }
    }
  });

  it('are marked in the model with the note and the replacements', () => {
    const model = buildApiModel();
    const marked = model.operations.filter((operation) => operation.legacy).map((op) => op.name);
    expect(marked.sort()).toEqual(Object.keys(LEGACY_OPERATIONS).sort());
    const emailAuth = model.operations.find((operation) => operation.name === 'email_auth');
    expect(emailAuth?.legacy?.use).toEqual(['init_otp', 'verify_otp', 'otp_login']);
  });
});

describe('legacy activity types', () => {
  it('are older versions of the operation whose current version replaces them', () => {
    for (const [type, legacy] of Object.entries(LEGACY_ACTIVITY_TYPES)) {
      const operation = operations.find(
        (candidate) => candidate.kind === 'submission' && candidate.activityType === legacy?.use,
      );
      expect(operation, `${type} → ${legacy?.use}`).toBeDefined();
      if (operation?.kind !== 'submission') continue;
      const older = olderIntentVersions(operation.activityType).map((v) => v.activityType);
      expect(older, type).toContain(type);
    }
  });

  it('are marked among the older versions in the model', () => {
    const model = buildApiModel();
    const verify = model.operations.find((operation) => operation.name === 'verify_otp');
    expect(
      verify?.olderVersions?.find((v) => v.activityType === 'ACTIVITY_TYPE_VERIFY_OTP')?.legacy,
    ).toMatchObject({ use: 'ACTIVITY_TYPE_VERIFY_OTP_V2' });
  });
});
