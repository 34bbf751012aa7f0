import { findOperation } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import type { SandboxSnapshot } from '../in-page/protocol';
import { fillReaderIds, readerIds, setField } from '../sandbox-ids';

const snapshot: SandboxSnapshot = {
  organizationId: 'org-1',
  wallets: [
    { walletId: 'w-old', walletName: 'Old', accounts: [] },
    {
      walletId: 'w-new',
      walletName: 'New',
      accounts: [
        {
          address: '0xabc',
          addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
          curve: 'CURVE_SECP256K1',
          path: "m/44'/60'/0'/0/0",
        },
        {
          address: 'Sol1',
          addressFormat: 'ADDRESS_FORMAT_SOLANA',
          curve: 'CURVE_ED25519',
          path: "m/44'/501'/0'/0'",
        },
      ],
    },
  ],
  privateKeys: [],
  users: [{ userId: 'u-root', userName: 'Root' }],
};

const example = (name: string) => findOperation(name)?.example.request ?? null;

describe('readerIds', () => {
  it('takes the latest wallet and its first address', () => {
    expect(readerIds(snapshot)).toEqual({
      organizationId: 'org-1',
      userId: 'u-root',
      walletId: 'w-new',
      address: '0xabc',
    });
  });

  it('prefers the reader’s own user and leaves out what the organization does not hold', () => {
    const empty = { ...snapshot, wallets: [], users: [] };
    expect(readerIds(empty, 'u-me')).toEqual({ organizationId: 'org-1', userId: 'u-me' });
  });
});

describe('fillReaderIds', () => {
  const ids = readerIds(snapshot);

  it('fills the three calls of the guided flow', () => {
    expect(fillReaderIds(example('whoami'), ids)).toEqual({ organizationId: 'org-1' });
    expect(fillReaderIds(example('create_wallet'), ids)).toMatchObject({
      organizationId: 'org-1',
      parameters: { walletName: 'Treasury' },
    });
    expect(fillReaderIds(example('sign_raw_payload'), ids)).toMatchObject({
      organizationId: 'org-1',
      parameters: { signWith: '0xabc', payload: 'Welcome to Acme! Nonce: 8412' },
    });
  });

  it('fills ids in parameters and one-element lists for plural fields', () => {
    expect(fillReaderIds(example('create_wallet_accounts'), ids)).toMatchObject({
      parameters: { walletId: 'w-new' },
    });
    expect(fillReaderIds({ parameters: { walletIds: ['x', 'y'] } }, ids)).toEqual({
      parameters: { walletIds: ['w-new'] },
    });
  });

  it('keeps the example’s value where the reader has no such ID yet', () => {
    const none = readerIds({ ...snapshot, wallets: [] });
    expect(fillReaderIds(example('sign_raw_payload'), none)).toMatchObject({
      parameters: { signWith: '0x639D8Bc9182Ef7737d552a5018AaeE4643eC7FCA' },
    });
  });

  it('leaves a body that is not an object alone', () => {
    expect(fillReaderIds(null, ids)).toBeNull();
  });
});

describe('setField', () => {
  it('sets a nested field and keeps the rest', () => {
    const text = JSON.stringify({
      organizationId: 'o',
      parameters: { signWith: 'old', payload: 'p' },
    });
    expect(JSON.parse(setField(text, 'parameters.signWith', 'new'))).toEqual({
      organizationId: 'o',
      parameters: { signWith: 'new', payload: 'p' },
    });
  });

  it('returns text that is not a JSON object unchanged', () => {
    expect(setField('{ broken', 'a', 'b')).toBe('{ broken');
    expect(setField('[1]', 'a', 'b')).toBe('[1]');
  });
});
