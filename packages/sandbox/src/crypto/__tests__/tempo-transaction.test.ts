/** Tempo signing, checked byte for byte against viem's local account and its Tempo serializer. */
import { encodeFunctionData, erc20Abi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { Transaction } from 'viem/tempo';
import { describe, expect, it } from 'vitest';
import { CryptoInputError } from '../errors';
import { signTempoTransaction } from '../tempo-transaction';

const TOKEN = '0x20c0000000000000000000000000000000000001';
const transaction = {
  type: 'tempo',
  chainId: 42431,
  nonce: 7,
  gas: 120000n,
  maxFeePerGas: 20000000000n,
  maxPriorityFeePerGas: 1000000000n,
  feeToken: TOKEN,
  calls: [
    {
      to: TOKEN,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: ['0x3333333333333333333333333333333333333333', 5n],
      }),
    },
    { to: '0x00000000000000000000000000000000000000aa', value: 9n },
  ],
} as const;

describe('signTempoTransaction', () => {
  it('produces the signed bytes viem does for the same key', async () => {
    const privateKey = generatePrivateKey();
    const unsigned = await Transaction.serialize(transaction);
    const expected = await privateKeyToAccount(privateKey).signTransaction(transaction, {
      serializer: Transaction.serialize,
    });
    const signed = signTempoTransaction(
      Uint8Array.from(Buffer.from(privateKey.slice(2), 'hex')),
      unsigned,
    );
    expect(`0x${signed}`).toBe(expected);
    expect(Transaction.deserialize(`0x${signed}` as `0x76${string}`).calls).toHaveLength(2);
  });

  it('refuses what is not an unsigned Tempo transaction, saying why', async () => {
    const key = new Uint8Array(32).fill(1);
    expect(() => signTempoTransaction(key, '0x02c0')).toThrow(/type byte 0x76/);
    expect(() => signTempoTransaction(key, '0x76c180')).toThrow(CryptoInputError);
    const signed = signTempoTransaction(key, await Transaction.serialize(transaction));
    expect(() => signTempoTransaction(key, signed)).toThrow(/already carries a sender signature/);
  });
});
