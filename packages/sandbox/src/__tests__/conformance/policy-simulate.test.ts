/**
 * `POST /sandbox/v1/policies/simulate` over HTTP: the shared corpus (which the Policy Lab page's
 * test evaluates too) gives its expected outcomes and deciding policies, the trace shows the
 * facts read, and bad input answers 400 naming the policy and the field.
 */
import { describe, expect, it } from 'vitest';
import corpus from '../../core/policy/corpus/simulations.json';
import { post, useSandbox } from './support';

const harness = useSandbox();

const simulate = (body: unknown) =>
  post(harness, '/sandbox/v1/policies/simulate', JSON.stringify(body));

interface Answer {
  outcome: string;
  decidingPolicy: { index: number; policyName: string } | null;
  reason: string;
  trace: {
    policyName: string;
    verdict: string;
    condition: { result: string; facts: { fact: string; value: string }[] };
  }[];
}

describe('POST /sandbox/v1/policies/simulate', () => {
  it.each(corpus.cases)('$name', async ({ input, expected }) => {
    const { status, json } = await simulate(input);
    expect(status).toBe(200);
    const answer = json as Answer;
    expect(answer.outcome).toBe(expected.outcome);
    expect(answer.decidingPolicy?.index ?? null).toBe(expected.decidingPolicy);
    expect(answer.trace).toHaveLength(input.policies.length);
  });

  it('shows the decoded transaction fields each policy read', async () => {
    const [first] = corpus.cases;
    const { json } = await simulate(first?.input);
    const facts = (json as Answer).trace[0]?.condition.facts;
    expect(facts).toEqual([
      { fact: 'eth.tx.to', value: "'0x1111111111111111111111111111111111111111'" },
      { fact: 'eth.tx.value', value: '500000000000000000' },
    ]);
  });

  it('answers 400 naming the policy and the field of a syntax error', async () => {
    const { status, json } = await simulate({
      policies: [
        { policyName: 'Fine', effect: 'EFFECT_ALLOW', condition: 'true' },
        { policyName: 'Broken', effect: 'EFFECT_ALLOW', consensus: 'approvers.count() >=' },
      ],
      request: { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: {} },
    });
    expect(status).toBe(400);
    expect((json as { message: string }).message).toMatch(
      /^policies\[1\] \(Broken\)\.consensus: not a policy expression: expected a value/,
    );
  });

  it.each([
    [{ policies: [], request: { type: 'ACTIVITY_TYPE_NOPE', parameters: {} } }, /request\.type/],
    [
      {
        policies: [{ policyName: 'x', effect: 'ALLOW' }],
        request: { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: {} },
      },
      /policies\[0\]\.effect/,
    ],
    [{ policies: [] }, /request/],
    [
      { policies: [], request: { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: {} }, nowMs: -1 },
      /nowMs/,
    ],
  ])('answers 400 naming the field of %j', async (body, field) => {
    const { status, json } = await simulate(body);
    expect(status).toBe(400);
    expect((json as { message: string }).message).toMatch(field);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { status } = await post(harness, '/sandbox/v1/policies/simulate', '{');
    expect(status).toBe(400);
  });
});
