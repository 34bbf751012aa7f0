import { describe, expect, it } from 'vitest';
import { model, operationNamed } from '../../__tests__/fixtures';
import { checkBody, formatPath, prefilledBody } from '../validate';

describe('body checks', () => {
  it('prefills a submission with the current time and a query with its example', () => {
    const body = JSON.parse(prefilledBody(operationNamed('create_wallet'), 1_750_000_000_000));
    expect(body.timestampMs).toBe('1750000000000');
    expect(body.type).toBe('ACTIVITY_TYPE_CREATE_WALLET');
    expect(JSON.parse(prefilledBody(operationNamed('get_wallet')))).toEqual(
      operationNamed('get_wallet').example.request,
    );
  });

  it('accepts every operation’s prefilled example', () => {
    for (const operation of model.operations) {
      expect(checkBody(operation.name, prefilledBody(operation)), operation.name).toEqual({
        kind: 'valid',
      });
    }
  });

  it('says why text is not JSON', () => {
    const check = checkBody('whoami', '{ "organizationId": ');
    expect(check.kind).toBe('invalid-json');
    expect(check.kind === 'invalid-json' && check.message).toMatch(/^The body is not valid JSON: /);
  });

  it('lists schema problems by field path', () => {
    const check = checkBody(
      'create_wallet',
      JSON.stringify({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: '1',
        organizationId: 'o',
        parameters: { accounts: [{ curve: 'CURVE_NOPE' }], mnemonicLength: 13 },
      }),
    );
    expect(check.kind).toBe('issues');
    const paths = check.kind === 'issues' ? check.issues.map((issue) => issue.path) : [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'parameters.walletName',
        'parameters.accounts[0].curve',
        'parameters.mnemonicLength',
      ]),
    );
  });

  it('formats paths like the reader writes them', () => {
    expect(formatPath([])).toBe('(body)');
    expect(formatPath(['parameters', 'accounts', 0, 'curve'])).toBe('parameters.accounts[0].curve');
  });
});
