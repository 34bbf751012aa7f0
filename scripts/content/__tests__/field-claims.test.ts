import { describe, expect, it } from 'vitest';
import { buildApiModel } from '@docs/platform-api/model';
import { fieldClaims, requestField, requiredClaim } from '../field-claims';

const model = buildApiModel();

describe('requestField', () => {
  it("finds a submission's parameters with or without the prefix, and nested fields", () => {
    expect(requestField(model, 'create_policy', 'notes')?.required).toBe(true);
    expect(requestField(model, 'create_policy', 'parameters.condition')?.required).toBe(false);
    expect(requestField(model, 'init_otp', 'emailCustomization.logoUrl')?.required).toBe(false);
    expect(requestField(model, 'create_policy', 'nope')).toBeUndefined();
    expect(requestField(model, 'no_such_operation', 'notes')).toBeUndefined();
  });
});

describe('requiredClaim', () => {
  it('reads yes and no words, and skips cells that claim neither', () => {
    expect(requiredClaim('Yes')).toBe(true);
    expect(requiredClaim('**required**')).toBe(true);
    expect(requiredClaim('no, 900 by default')).toBe(false);
    expect(requiredClaim('Conditional')).toBeUndefined();
  });
});

describe('fieldClaims', () => {
  const table = (notes: string) =>
    [
      'Create it with [create_policy](/api#create_policy):',
      '',
      '| Field | Type | Required | Meaning |',
      '| --- | --- | --- | --- |',
      '| `policyName` | string | Yes | A name |',
      `| \`notes\` | string | ${notes} | Free text |`,
    ].join('\n');

  it('accepts a table that agrees with the model and reports a row that does not', () => {
    expect(fieldClaims(table('Yes'), model)).toEqual([]);
    expect(fieldClaims(table('No'), model)).toEqual([
      {
        line: 6,
        message: 'says `notes` of create_policy is optional; the model says required',
      },
    ]);
  });

  it('takes the operation from the header when it names one', () => {
    const page = [
      '| Field of `create_policy` | Required |',
      '| --- | --- |',
      '| `condition` | yes |',
    ].join('\n');
    expect(fieldClaims(page, model)).toHaveLength(1);
  });

  it('checks sentences, but not "every field except `x` is optional"', () => {
    expect(fieldClaims('For `create_policy`, `notes` is optional.', model)).toHaveLength(1);
    expect(fieldClaims('For `create_policy`, `notes` is required.', model)).toEqual([]);
    expect(
      fieldClaims('In `update_policy` every field except `policyId` is optional.', model),
    ).toEqual([]);
  });

  it('skips tables about no operation and rows about unknown fields', () => {
    const page = ['| Option | Required |', '| --- | --- |', '| `apiBaseUrl` | No |'].join('\n');
    expect(fieldClaims(page, model)).toEqual([]);
  });
});
