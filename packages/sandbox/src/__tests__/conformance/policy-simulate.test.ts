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

  describe('with the organization records the request reads', () => {
    const ACCOUNT = '0x9999999999999999999999999999999999999999';
    const sign = {
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      parameters: {
        signWith: ACCOUNT,
        payload: '68656c6c6f',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    };
    const byWallet = {
      policyName: 'Payments wallet',
      effect: 'EFFECT_ALLOW',
      condition: "activity.action == 'SIGN' && wallet.id == 'payments'",
    };

    it('reads wallet.id of the account a request signs with from records.wallets', async () => {
      const wallets = (walletId: string) => [{ walletId, accounts: [{ address: ACCOUNT }] }];
      const asked = (walletId: string) =>
        simulate({ policies: [byWallet], request: sign, records: { wallets: wallets(walletId) } });
      expect(((await asked('payments')).json as Answer).outcome).toBe('OUTCOME_ALLOW');
      expect(((await asked('other')).json as Answer).outcome).toBe('OUTCOME_DENY_IMPLICIT');
      const without = (await simulate({ policies: [byWallet], request: sign })).json as Answer;
      expect(without.trace[0]?.condition.result).toBe('not applicable');
    });

    it('reads private_key.tags of the key a request signs with from records.privateKeys', async () => {
      const policy = {
        policyName: 'Treasury keys',
        effect: 'EFFECT_ALLOW',
        condition: "activity.action == 'SIGN' && private_key.tags.contains('treasury')",
      };
      const keyTagged = (tag: string) => ({
        privateKeys: [
          { privateKeyId: 'key-1', privateKeyTags: [tag], addresses: [{ address: ACCOUNT }] },
        ],
      });
      const answer = async (tag: string) =>
        (
          (await simulate({ policies: [policy], request: sign, records: keyTagged(tag) }))
            .json as Answer
        ).outcome;
      expect(await answer('treasury')).toBe('OUTCOME_ALLOW');
      expect(await answer('ops')).toBe('OUTCOME_DENY_IMPLICIT');
    });

    it('evaluates an export once per secret, from records.secrets, and allows only if all allow', async () => {
      const policy = {
        policyName: 'API keys',
        effect: 'EFFECT_ALLOW',
        condition: "secret.static_properties['kind'] == 'apiKey'",
      };
      const secret = (secretId: string, kind: string) => ({
        secretId,
        staticProperties: [{ key: 'kind', value: kind }],
      });
      const exporting = (...secretIds: string[]) => ({
        type: 'ACTIVITY_TYPE_EXPORT_SECRETS',
        parameters: {
          secrets: secretIds.map((secretId) => ({
            secretId,
            targetPublicKey: '04ab',
            encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
          })),
        },
      });
      const records = { secrets: [secret('s-1', 'apiKey'), secret('s-2', 'password')] };
      const answer = async (...ids: string[]) =>
        (await simulate({ policies: [policy], request: exporting(...ids), records }))
          .json as Answer;
      expect((await answer('s-1')).outcome).toBe('OUTCOME_ALLOW');
      const both = await answer('s-1', 's-2');
      expect(both.outcome).toBe('OUTCOME_DENY_IMPLICIT');
      expect(both.reason).toMatch(/^secrets\[1\] \(s-2\): /);
    });

    it.each([
      [{ wallets: [{ walletId: '' }] }, /records\.wallets\[0\]\.walletId/],
      [{ users: [] }, /records/],
      [
        { smartContractInterfaces: [{ smartContractAddress: '0x1' }] },
        /records\.smartContractInterfaces\[0\]\.smartContractInterface/,
      ],
      [
        { secrets: [{ secretId: 's', staticProperties: [{ key: 'kind' }] }] },
        /records\.secrets\[0\]\.staticProperties\[0\]\.value/,
      ],
    ])('answers 400 naming the field of records %j', async (records, field) => {
      const { status, json } = await simulate({ policies: [byWallet], request: sign, records });
      expect(status).toBe(400);
      expect((json as { message: string }).message).toMatch(field);
    });
  });
});
