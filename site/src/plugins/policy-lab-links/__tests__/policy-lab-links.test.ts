import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { decodeState } from '../../../components/PolicyLab/state';
import { addPolicyLabLinks, POLICY_LAB_ROUTE, policyLabHref } from '..';
import { BACKDROP } from '../cases';
import { findPolicyExample } from '../find-policy';

const policy = {
  policyName: 'Ops bot pays one address',
  effect: 'EFFECT_ALLOW',
  consensus: "approvers.any(user, user.id == '<OPS_BOT_USER_ID>')",
  condition: "eth.tx.to == '0x5b38da6a701c568545dcfcb03fcb875f56beddc4'",
  notes: 'n',
};
const json = (value: unknown) => JSON.stringify(value, null, 2);
const stateOfHref = (href: string) => {
  expect(href.startsWith(`${POLICY_LAB_ROUTE}#lab=`)).toBe(true);
  return decodeState(href.slice(POLICY_LAB_ROUTE.length));
};

describe('findPolicyExample', () => {
  it('reads a policy, a create_policy body, a create_policies body and a list', () => {
    const one = {
      policyName: policy.policyName,
      effect: 'EFFECT_ALLOW',
      condition: policy.condition,
      consensus: policy.consensus,
    };
    expect(findPolicyExample('json', json(policy))).toEqual({
      policies: [one],
      key: policy.policyName,
    });
    expect(
      findPolicyExample(
        'json',
        json({ type: 'ACTIVITY_TYPE_CREATE_POLICY_V3', parameters: policy }),
      )?.policies,
    ).toEqual([one]);
    const deny = {
      policyName: 'No exports',
      effect: 'EFFECT_DENY',
      condition: "activity.action == 'EXPORT'",
    };
    const many = findPolicyExample(
      'json',
      json({ type: 'ACTIVITY_TYPE_CREATE_POLICIES', parameters: { policies: [policy, deny] } }),
    );
    expect(many?.policies.map((p) => p.policyName)).toEqual([policy.policyName, 'No exports']);
    expect(findPolicyExample('json', json([deny]))?.key).toBe('No exports');
  });

  it('leaves other blocks alone', () => {
    expect(findPolicyExample('ts', json(policy))).toBeUndefined();
    expect(findPolicyExample('json', '{ "effect": "EFFECT_ALLOW", }')).toBeUndefined();
    expect(findPolicyExample('json', json({ effect: 'EFFECT_ALLOW' }))).toBeUndefined();
    expect(
      findPolicyExample('json', json({ policyEffect: 'EFFECT_ALLOW', policyCondition: 'true' })),
    ).toBeUndefined();
  });
});

describe('the Policy Lab link', () => {
  it('opens the first declared allow case, with the declared values filled in', () => {
    const example = findPolicyExample(
      'json',
      json({ ...policy, condition: "eth.tx.to == '<ADDRESS>'" }),
    );
    if (!example) throw new Error('not an example');
    const request = { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: { walletName: 'w' } };
    const state = stateOfHref(
      policyLabHref(example, {
        [example.key]: {
          values: { '<ADDRESS>': '0xabc' },
          allow: [
            {
              request,
              user: { userId: 'bot', userTags: [], credentialType: 'CREDENTIAL_TYPE_API_KEY_P256' },
              approvals: [],
            },
          ],
          deny: [],
        },
      }),
    );
    expect(state?.policies[0]?.condition).toBe("eth.tx.to == '0xabc'");
    expect(state?.type).toBe('ACTIVITY_TYPE_CREATE_WALLET');
    expect(state?.user).toEqual({ userId: 'bot', tags: '', credentialType: '' });
  });

  it('carries the records and the credential type a case declares', () => {
    const example = findPolicyExample('json', json(policy));
    if (!example) throw new Error('not an example');
    const account = { address: '0xaa', addressFormat: 'ADDRESS_FORMAT_ETHEREUM' };
    const wallet = { walletId: 'w-1', imported: false, exported: false, accounts: [account] };
    const records = {
      wallets: [wallet],
      privateKeys: [],
      secrets: [],
      smartContractInterfaces: [],
    };
    const state = stateOfHref(
      policyLabHref(example, {
        [example.key]: {
          allow: [
            {
              request: { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: {} },
              user: {
                userId: 'bot',
                userTags: [],
                credentialType: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
              },
              approvals: [],
              records,
            },
          ],
          deny: [],
        },
      }),
    );
    expect(state?.user.credentialType).toBe('CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR');
    expect(JSON.parse(state?.records ?? '')).toEqual(records);
  });

  it('without cases, reads the request from the policy: an Ethereum transfer to the named address by the named user', () => {
    const example = findPolicyExample('json', json(policy));
    if (!example) throw new Error('not an example');
    const state = stateOfHref(policyLabHref(example, undefined));
    expect(state?.type).toBe('ACTIVITY_TYPE_SIGN_TRANSACTION_V2');
    expect(state?.parameters).toContain('5b38da6a701c568545dcfcb03fcb875f56beddc4');
    expect(state?.user.userId).toBe('<OPS_BOT_USER_ID>');
  });

  it('without cases, takes the activity type an activity.type names, and adds an allow-all beside a deny', () => {
    const example = findPolicyExample(
      'json',
      json({
        policyName: 'No V1',
        effect: 'EFFECT_DENY',
        condition: "activity.type == 'ACTIVITY_TYPE_CREATE_USERS'",
        consensus: "approvers.any(user, user.tags.contains('ops'))",
      }),
    );
    if (!example) throw new Error('not an example');
    const state = stateOfHref(policyLabHref(example, undefined));
    expect(state?.type).toBe('ACTIVITY_TYPE_CREATE_USERS');
    expect(state?.user.tags).toBe('ops');
    expect(state?.policies.map((p) => p.policyName)).toEqual(['No V1', BACKDROP.policyName]);
  });

  it('is added after each policy example, and only there', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'code', lang: 'json', value: json(policy) },
        { type: 'code', lang: 'json', value: '{"a": 1}' },
        { type: 'blockquote', children: [{ type: 'code', lang: 'json', value: json(policy) }] },
      ],
    };
    expect(addPolicyLabLinks(tree, undefined)).toBe(2);
    expect(tree.children.map((node) => ('name' in node ? node.name : node.type))).toEqual([
      'code',
      'OpenInPolicyLab',
      'code',
      'blockquote',
    ]);
  });
});
