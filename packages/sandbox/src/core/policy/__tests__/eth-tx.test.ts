/** `eth.tx` decoded from unsigned transactions viem serializes. */
import { serializeTransaction } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeEthTx } from '../eth-tx';

const FROM = '0xAbCdEf0000000000000000000000000000000001';
const TO = '0x00000000000000000000000000000000000000aa';

describe('eth.tx', () => {
  it('reads an EIP-1559 transaction', () => {
    const unsigned = serializeTransaction({
      chainId: 8453,
      nonce: 7,
      to: TO,
      value: 123456789012345678901234567890n,
      data: '0xa9059cbb00ff',
      gas: 50000n,
      maxFeePerGas: 3n,
      maxPriorityFeePerGas: 2n,
    });
    expect(decodeEthTx(unsigned, FROM)).toEqual({
      type: 'TYPE_2',
      from: FROM.toLowerCase(),
      chain_id: 8453n,
      nonce: 7n,
      max_priority_fee_per_gas: 2n,
      max_fee_per_gas: 3n,
      gas: 50000n,
      to: TO.toLowerCase(),
      value: 123456789012345678901234567890n,
      data: '0xa9059cbb00ff',
    });
  });

  it('reads a legacy EIP-155 transaction, without 0x too', () => {
    const unsigned = serializeTransaction({
      chainId: 1,
      nonce: 0,
      to: TO,
      value: 5n,
      gas: 21000n,
      gasPrice: 9n,
      type: 'legacy',
    });
    expect(decodeEthTx(unsigned.slice(2), FROM)).toMatchObject({
      type: 'LEGACY',
      nonce: 0n,
      gas_price: 9n,
      gas: 21000n,
      to: TO.toLowerCase(),
      value: 5n,
      data: '0x',
      chain_id: 1n,
    });
  });

  it('names what is wrong with bytes that are not a transaction', () => {
    expect(() => decodeEthTx('0xzz', FROM)).toThrow(/not hexadecimal/);
    expect(() => decodeEthTx('0x07c0', FROM)).toThrow(/type 0x7 is not decoded/);
    expect(() => decodeEthTx('', FROM)).toThrow(/empty/);
  });
});
