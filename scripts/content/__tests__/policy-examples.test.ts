/**
 * The policy-example check on planted pages: a page whose example allows what its cases say it
 * denies, one with no cases, one with a stale cases entry and an unreadable block, each named
 * by page, line, policy and outcome.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApiModel } from '@docs/platform-api/model';
import { activityTypes } from '@docs/site/plugins/api-reference/page-data';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleProblems, pageExamples } from '../policy-examples';

const byType = activityTypes(buildApiModel());
const dir = mkdtempSync(path.join(tmpdir(), 'policy-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fence = (json: unknown) => ['```json', JSON.stringify(json, null, 2), '```'].join('\n');
const exportsDenied = {
  policyName: 'Nobody exports',
  effect: 'EFFECT_DENY',
  condition: "activity.action == 'EXPORT'",
};
const createWallet = {
  type: 'ACTIVITY_TYPE_CREATE_WALLET',
  parameters: { walletName: 'w', accounts: [] },
};
const exportWallet = {
  type: 'ACTIVITY_TYPE_EXPORT_WALLET',
  parameters: { walletId: 'w', targetPublicKey: '04' },
};

function page(name: string, body: string, cases?: unknown) {
  const file = path.join(dir, `${name}.mdx`);
  writeFileSync(file, `---\ntitle: ${name}\n---\n\nText.\n\n${body}\n`);
  if (cases !== undefined) {
    writeFileSync(path.join(dir, `${name}.policy-cases.json`), JSON.stringify(cases));
  }
  return pageExamples(file, `${name}.mdx`);
}

const problems = async (found: ReturnType<typeof page>) =>
  (await Promise.all(found.examples.map((one) => exampleProblems(one, (t) => byType[t])))).flat();

describe('the policy-example check', () => {
  it('passes an example that allows and denies as declared (a deny example beside an allow-all)', async () => {
    const found = page('right', fence(exportsDenied), {
      'Nobody exports': { allow: [{ request: createWallet }], deny: [{ request: exportWallet }] },
    });
    expect(found.examples.map((one) => one.where)).toEqual(['right.mdx:7']);
    expect(await problems(found)).toEqual([]);
  });

  it('fails a planted wrong example with page, line, policy and outcome', async () => {
    const found = page('wrong', fence(exportsDenied), {
      'Nobody exports': { allow: [{ request: exportWallet }], deny: [{ request: createWallet }] },
    });
    expect(await problems(found)).toMatchInlineSnapshot(`
      [
        "wrong.mdx:7 "Nobody exports": allow case 1 (ACTIVITY_TYPE_EXPORT_WALLET) gave OUTCOME_DENY_EXPLICIT (policy policies[0] (Nobody exports) denies it), expected OUTCOME_ALLOW",
        "wrong.mdx:7 "Nobody exports": deny case 1 (ACTIVITY_TYPE_CREATE_WALLET) gave OUTCOME_ALLOW (policy policies[1] (Everything else is allowed (added to show the deny)) allows it), expected OUTCOME_DENY_EXPLICIT or OUTCOME_DENY_IMPLICIT",
      ]
    `);
  });

  it('fails an example with no cases, or with one side missing', async () => {
    const create = { policyName: 'Create', effect: 'EFFECT_ALLOW', condition: 'true' };
    const body = `${fence(exportsDenied)}\n\n${fence({ type: 'ACTIVITY_TYPE_CREATE_POLICY_V3', parameters: create })}`;
    const found = page('missing', body, { Create: { allow: [{ request: createWallet }] } });
    expect(await problems(found)).toMatchInlineSnapshot(`
      [
        "missing.mdx:7 "Nobody exports": no cases in missing.policy-cases.json; declare an "allow" and a "deny" request (with the "records" they read)",
        "missing.mdx:15 "Create": no "deny" case in missing.policy-cases.json",
      ]
    `);
  });

  it('fails an example declared offline unless its reason is allowed, and a stale reason', async () => {
    const partlyCases = {
      'Nobody exports': { offline: 'because', deny: [{ request: exportWallet }] },
    };
    const partly = page('partly', fence(exportsDenied), partlyCases);
    expect(await problems(partly)).toMatchInlineSnapshot(`
      [
        "partly.mdx:7 "Nobody exports": declared "offline" (because); declare the "records" its cases read and remove the reason, or allow the reason in the check",
        "partly.mdx:7 "Nobody exports": no "allow" case in partly.policy-cases.json",
      ]
    `);
    const allowed = async (found: ReturnType<typeof page>) =>
      (
        await Promise.all(
          found.examples.map((one) => exampleProblems(one, (t) => byType[t], ['because'])),
        )
      ).flat();
    expect(await allowed(partly)).toEqual([]);
    const stale = page('offline', fence(exportsDenied), {
      'Nobody exports': {
        offline: 'because',
        allow: [{ request: createWallet }],
        deny: [{ request: exportWallet }],
      },
    });
    expect(await allowed(stale)).toMatchInlineSnapshot(`
      [
        "offline.mdx:7 "Nobody exports": declares "offline" but has both allow and deny cases; remove the reason",
      ]
    `);
  });

  it('evaluates a case with the organization records it declares', async () => {
    const byWallet = {
      policyName: 'Payments wallet signs',
      effect: 'EFFECT_ALLOW',
      condition: "activity.action == 'SIGN' && wallet.id == 'payments'",
    };
    const sign = (signWith: string) => ({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      parameters: {
        signWith,
        payload: '00',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    });
    const records = {
      wallets: [
        { walletId: 'payments', accounts: [{ address: '0xaa' }] },
        { walletId: 'savings', accounts: [{ address: '0xbb' }] },
      ],
    };
    const declared = page('records', fence(byWallet), {
      'Payments wallet signs': {
        allow: [{ request: sign('0xaa'), records }],
        deny: [{ request: sign('0xbb'), records }],
      },
    });
    expect(await problems(declared)).toEqual([]);
    const withoutRecords = page('no-records', fence(byWallet), {
      'Payments wallet signs': { allow: [{ request: sign('0xaa') }], deny: [] },
    });
    expect(await problems(withoutRecords)).toMatchInlineSnapshot(`
      [
        "no-records.mdx:7 "Payments wallet signs": no "deny" case in no-records.policy-cases.json",
        "no-records.mdx:7 "Payments wallet signs": allow case 1 (ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2) gave OUTCOME_DENY_IMPLICIT (no policy allows it), expected OUTCOME_ALLOW",
      ]
    `);
  });

  it('lists blocks that name an effect but are no example, and cases that name no example', () => {
    const found = page('stale', '```json\n{ "effect": "EFFECT_ALLOW", // a comment\n}\n```', {
      Renamed: { offline: 'x' },
    });
    expect(found.unreadable).toEqual(['stale.mdx:7']);
    expect(found.unusedKeys).toEqual(['Renamed']);
  });

  it('names a malformed cases file', () => {
    expect(() =>
      page('malformed', fence(exportsDenied), { 'Nobody exports': { alow: [] } }),
    ).toThrow(/malformed\.policy-cases\.json: Nobody exports: Unrecognized key: "alow"/);
  });
});
