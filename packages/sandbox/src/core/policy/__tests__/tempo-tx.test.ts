/** `tempo.tx` decoded from unsigned Tempo transactions viem serializes (as @turnkey/viem sends them). */
import { encodeFunctionData, erc20Abi } from 'viem';
import { Transaction } from 'viem/tempo';
import { describe, expect, it } from 'vitest';
import { decodeTempoTx, TempoTxError } from '../tempo-tx';
import { evaluateBool, parseExpression } from '../expression';
import { transactionKeywords } from '../transaction-facts';

const FROM = '0xAbCdEf0000000000000000000000000000000001';
const TOKEN = '0x20C0000000000000000000000000000000000001';
const RECIPIENT = '0x5b38da6a701c568545dcfcb03fcb875f56beddc4';
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [RECIPIENT, 500000n],
});

describe('tempo.tx', () => {
  it('reads the fields the policy language names, from a batch of two calls', async () => {
    const unsigned = await Transaction.serialize({
      type: 'tempo',
      chainId: 42431,
      nonce: 3,
      gas: 90000n,
      maxFeePerGas: 20000000000n,
      maxPriorityFeePerGas: 1000000000n,
      feeToken: TOKEN,
      validBefore: 9999999999,
      calls: [
        { to: TOKEN, data: transfer },
        { to: '0x00000000000000000000000000000000000000aa', value: 5n },
      ],
    });
    expect(unsigned.slice(0, 4)).toBe('0x76');
    expect(decodeTempoTx(unsigned, FROM)).toEqual({
      chain_id: 42431n,
      from: FROM.toLowerCase(),
      nonce: 3n,
      gas_limit: 90000n,
      max_fee_per_gas: 20000000000n,
      max_priority_fee_per_gas: 1000000000n,
      fee_token: TOKEN.toLowerCase(),
      valid_before: 9999999999n,
      valid_after: 0n,
      calls: [
        { to: TOKEN.toLowerCase(), input: transfer, function_signature: '0xa9059cbb' },
        { to: '0x00000000000000000000000000000000000000aa', input: '0x', function_signature: '' },
      ],
    });
  });

  it('reads unset fields as 0 and an empty fee token, without 0x too', async () => {
    const unsigned = await Transaction.serialize({
      type: 'tempo',
      chainId: 4217,
      calls: [{ to: TOKEN, data: '0xa9059c' }],
    });
    const tx = decodeTempoTx(unsigned.slice(2), FROM);
    expect(tx).toMatchObject({ nonce: 0n, gas_limit: 0n, fee_token: '', valid_before: 0n });
    expect(tx.calls).toEqual([
      { to: TOKEN.toLowerCase(), input: '0xa9059c', function_signature: '' },
    ]);
  });

  it('refuses what is not a Tempo transaction, naming why', () => {
    expect(() => decodeTempoTx('0x02c0', FROM)).toThrow(/not the Tempo type 0x76/);
    expect(() => decodeTempoTx('0x76c3010203', FROM)).toThrow(TempoTxError);
    expect(() => decodeTempoTx('0x76zz', FROM)).toThrow(/not hexadecimal/);
    expect(() => decodeTempoTx('', FROM)).toThrow(/empty/);
  });

  it('is the keyword of a TRANSACTION_TYPE_TEMPO request; slicing reads calldata', async () => {
    const unsigned = await Transaction.serialize({
      type: 'tempo',
      chainId: 42431,
      calls: [{ to: TOKEN, data: transfer }],
    });
    const scope = await transactionKeywords('TRANSACTION_TYPE_TEMPO', unsigned, { address: FROM });
    const holds = (text: string) => evaluateBool(parseExpression(text), scope, 'condition');
    expect(holds(`tempo.tx.calls.all(call, call.to == '${TOKEN.toLowerCase()}')`)).toBe(true);
    expect(holds(`tempo.tx.calls[0].input[34..74] == '${RECIPIENT.slice(2)}'`)).toBe(true);
    expect(holds('tempo.tx.calls.count() == 2')).toBe(false);
    const broken = await transactionKeywords('TRANSACTION_TYPE_TEMPO', '0x7601', { address: FROM });
    expect(() =>
      evaluateBool(parseExpression('tempo.tx.chain_id == 1'), broken, 'condition'),
    ).toThrow(/tempo\.tx: /);
  });
});
