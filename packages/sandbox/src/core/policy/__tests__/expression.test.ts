/** The policy language: the expressions the docs teach parse and evaluate as they say. */
import { describe, expect, it } from 'vitest';
import {
  checkSupported,
  evaluate,
  NotApplicableError,
  parseExpression,
  PolicyEvaluationError,
  PolicySyntaxError,
  PolicyUnsupportedError,
  type Scope,
  withMissingFieldReasons,
} from '../expression';

const scope: Scope = {
  approvers: [
    { id: 'alice', tags: ['admin', 'finance'] },
    { id: 'bob', tags: ['finance'] },
  ],
  activity: { type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2', resource: 'WALLET', action: 'SIGN' },
  eth: {
    tx: {
      to: '0x1111111111111111111111111111111111111111',
      value: 10n ** 19n,
      data: '0xa9059cbb000000',
      chain_id: 1n,
    },
  },
  wallet: () => {
    throw new NotApplicableError('wallet is not applicable');
  },
};

const run = (text: string) => evaluate(parseExpression(text), scope);

describe('policy expressions', () => {
  it.each([
    ["approvers.any(user, user.id == 'alice')", true],
    ["approvers.any(user, user.id == 'carol')", false],
    ['approvers.count() >= 2', true],
    ['approvers.count() >= 3', false],
    ["approvers.filter(user, user.tags.contains('admin')).count() >= 2", false],
    ["approvers.all(u, u.tags.contains('finance'))", true],
    ["activity.action in ['CREATE', 'SIGN']", true],
    ["activity.resource == 'WALLET' && activity.action == 'CREATE'", false],
    ["activity.action == 'DELETE' || activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'", true],
    ["eth.tx.data[0..10] == '0xa9059cbb'", true],
    ['eth.tx.value > 10000000000000000000', false],
    ['eth.tx.value <= 10000000000000000000 && eth.tx.chain_id == 1', true],
    ["!(eth.tx.to != '0x1111111111111111111111111111111111111111')", true],
    ["['x', 'y'].all(v, v != activity.action)", true],
    ["approvers[1].id == 'bob'", true],
    ["activity.action == 'CREATE' && wallet.id == 'w'", false],
  ])('%s → %s', (text, expected) => {
    expect(run(text)).toBe(expected);
  });

  it('compares 256-bit amounts exactly', () => {
    const big = { tx: { value: 2n ** 255n } };
    const expression = parseExpression(`eth.tx.value == ${2n ** 255n}`);
    expect(evaluate(expression, { eth: big })).toBe(true);
    expect(evaluate(parseExpression(`eth.tx.value > ${2n ** 255n - 1n}`), { eth: big })).toBe(true);
  });

  it('names the problem of text that is not an expression', () => {
    expect(() => parseExpression('activity.action == "SIGN"')).toThrow(/single quotes/);
    expect(() => parseExpression("approvers.any(user user.id == 'a')")).toThrow(PolicySyntaxError);
    expect(() => parseExpression("activity.action == 'SIGN")).toThrow(/unterminated/);
    expect(() => parseExpression('true true')).toThrow(/unexpected/);
  });

  it('refuses keywords and functions it does not evaluate, and accepts bound names', () => {
    const keywords = new Set(['approvers']);
    expect(() =>
      checkSupported(parseExpression('solana.tx.fee > 1'), keywords, 'condition'),
    ).toThrow(PolicyUnsupportedError);
    expect(() =>
      checkSupported(parseExpression('approvers.map(u, u.id).count() > 1'), keywords, 'consensus'),
    ).toThrow(/function map/);
    expect(() =>
      checkSupported(parseExpression("approvers.any(u, u.id == 'a')"), keywords, 'consensus'),
    ).not.toThrow();
  });

  it('fails on type mismatches and missing fields instead of guessing', () => {
    expect(() => run("eth.tx.value == '1'")).toThrow(PolicyEvaluationError);
    expect(() => run("activity.action > 'A'")).toThrow(/needs an int/);
    expect(() => run("approvers.any(user, user.alias == 'x')")).toThrow(/no field alias/);
    expect(() => run("activity.action == 'SIGN' && 1")).toThrow(/must be a bool/);
  });

  it('reading a keyword the activity does not have throws NotApplicableError', () => {
    expect(() => run("wallet.id == 'w'")).toThrow(NotApplicableError);
  });

  it('reads list.count as list.count(), as the docs write both', () => {
    expect(run('approvers.count == 2')).toBe(true);
    expect(() => run('activity.count == 2')).toThrow(/no field count/);
  });

  it('gives the reason a struct leaves a documented field out', () => {
    const output = withMissingFieldReasons({ value: 5n }, (field) =>
      field === 'address_type' ? 'its values are not published' : undefined,
    );
    const local = (text: string) => evaluate(parseExpression(text), { output });
    expect(local('output.value == 5')).toBe(true);
    expect(() => local("output.address_type == 'p2tr'")).toThrow(
      'address_type: its values are not published',
    );
    expect(() => local("output.label == 'x'")).toThrow(/no field label; the sandbox fills value/);
  });
});
