import {
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializable,
  type TransactionSerialized,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { addressFor, deriveKey, mnemonicToSeed, signEthereumTransaction } from '..';
import { ABANDON_ABOUT, toHexString } from './fixtures';

const key = deriveKey(await mnemonicToSeed(ABANDON_ABOUT), 'CURVE_SECP256K1', "m/44'/60'/0'/0/0");
const account = privateKeyToAccount(`0x${toHexString(key.privateKey)}`);
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Signs as the viem adapter asks the platform to: unsigned serialization without 0x. */
const sandboxSign = (transaction: TransactionSerializable) =>
  `0x${signEthereumTransaction(key.privateKey, serializeTransaction(transaction).slice(2))}` as const;

const LARGE_CHAIN: TransactionSerializable = {
  type: 'legacy',
  chainId: 11_155_111,
  nonce: 300,
  gasPrice: 1n,
  gas: 50_000n,
  to,
  value: 1n,
  data: '0xdeadbeef',
};

const TRANSACTIONS: [string, TransactionSerializable][] = [
  [
    'legacy with EIP-155',
    {
      type: 'legacy',
      chainId: 1,
      nonce: 0,
      gasPrice: 20_000_000_000n,
      gas: 21_000n,
      to,
      value: 10n ** 18n,
    },
  ],
  ['legacy on a large chain id', LARGE_CHAIN],
  [
    'legacy without a chain id',
    { type: 'legacy', nonce: 5, gasPrice: 1_000_000_000n, gas: 21_000n, to, value: 0n },
  ],
  [
    'legacy contract creation',
    {
      type: 'legacy',
      chainId: 5,
      nonce: 1,
      gasPrice: 7n,
      gas: 900_000n,
      data: `0x${'60'.repeat(100)}`,
    },
  ],
  [
    'EIP-1559',
    {
      type: 'eip1559',
      chainId: 1,
      nonce: 7,
      maxFeePerGas: 30_000_000_000n,
      maxPriorityFeePerGas: 1_500_000_000n,
      gas: 21_000n,
      to,
      value: 123_456_789n,
    },
  ],
  [
    'EIP-1559 with data and an access list',
    {
      type: 'eip1559',
      chainId: 8453,
      nonce: 0,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      gas: 100_000n,
      to,
      data: `0xa9059cbb${'00'.repeat(64)}`,
      accessList: [{ address: to, storageKeys: [`0x${'00'.repeat(31)}01`] }],
    },
  ],
  [
    'EIP-4844 without sidecars, as the viem adapter sends it',
    {
      type: 'eip4844',
      chainId: 1,
      nonce: 1,
      maxFeePerGas: 10n,
      maxPriorityFeePerGas: 1n,
      maxFeePerBlobGas: 3n,
      gas: 60_000n,
      to,
      blobVersionedHashes: [`0x01${'ab'.repeat(31)}`],
    },
  ],
  [
    'EIP-2930',
    {
      type: 'eip2930',
      chainId: 10,
      nonce: 2,
      gasPrice: 3n,
      gas: 30_000n,
      to,
      value: 9n,
      accessList: [],
    },
  ],
  [
    'EIP-7702',
    {
      type: 'eip7702',
      chainId: 1,
      nonce: 3,
      maxFeePerGas: 9n,
      maxPriorityFeePerGas: 1n,
      gas: 80_000n,
      to,
      authorizationList: [
        {
          address: to,
          chainId: 1,
          nonce: 4,
          r: `0x${'11'.repeat(32)}`,
          s: `0x${'22'.repeat(32)}`,
          yParity: 1,
        },
      ],
    },
  ],
];

describe('signEthereumTransaction', () => {
  it.each(TRANSACTIONS)("%s: equals viem's local account byte for byte", async (_, transaction) => {
    const signed = sandboxSign(transaction);
    expect(signed).toBe(await account.signTransaction(transaction));
    expect(
      await recoverTransactionAddress({ serializedTransaction: signed as TransactionSerialized }),
    ).toBe(await addressFor('ADDRESS_FORMAT_ETHEREUM', key.publicKey));
  });

  it('keeps EIP-155 replay protection in v', () => {
    const signed = parseTransaction(sandboxSign(LARGE_CHAIN));
    expect(signed.v === 11_155_111n * 2n + 35n || signed.v === 11_155_111n * 2n + 36n).toBe(true);
  });

  it.each([
    ['', 'unsignedTransaction is empty'],
    ['0xzz', 'unsignedTransaction is not hexadecimal'],
    [
      'c0',
      'An unsigned legacy transaction has 6 fields, or 9 with its EIP-155 chain id; this one has 0',
    ],
    ['02c0', 'An unsigned EIP-1559 transaction has 9 fields; this one has 0'],
    ['76c0', 'Transaction type 0x76 is not one the sandbox signs'],
    ['02c5', 'The transaction is not valid RLP: an item runs past the end'],
    ['c10000', 'The transaction is not valid RLP: 1 bytes follow the item'],
    ['028180', 'An EIP-1559 transaction must be an RLP list'],
  ])('refuses %j: %s', (hex, message) => {
    expect(() => signEthereumTransaction(key.privateKey, hex)).toThrow(message);
  });

  it('refuses lists nested deeper than any transaction, without exhausting the stack', () => {
    // 2,000 nested lists, each holding the next, with long-form lengths where needed.
    let inner = [0xc0];
    for (let level = 0; level < 2_000; level += 1) {
      const length = inner.length;
      const prefix =
        length < 56
          ? [0xc0 + length]
          : length < 256
            ? [0xf8, length]
            : [0xf9, length >> 8, length & 0xff];
      inner = [...prefix, ...inner];
    }
    expect(() =>
      signEthereumTransaction(key.privateKey, toHexString(Uint8Array.from(inner))),
    ).toThrow('The transaction is not valid RLP: lists nest deeper than 16 levels');
  });

  it('refuses a transaction that already carries a signature', async () => {
    const signed = await account.signTransaction(LARGE_CHAIN);
    expect(() => signEthereumTransaction(key.privateKey, signed)).toThrow(
      'The transaction is already signed: its r and s are not empty',
    );
  });
});
