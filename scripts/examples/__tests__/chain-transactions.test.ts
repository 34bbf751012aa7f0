import { base58check } from '@scure/base';
import { createHash } from 'node:crypto';
import { TEST_NETWORK, Transaction, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { tronTransferRawData, unsignedPsbtFor } from '../chain-transactions';

const PUBLIC_KEY = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const sha256 = (data: Uint8Array) => Uint8Array.from(createHash('sha256').update(data).digest());

describe('unsignedPsbtFor', () => {
  it('spends one P2WPKH output of the key, unsigned, with a fee', () => {
    const tx = Transaction.fromPSBT(Buffer.from(unsignedPsbtFor(PUBLIC_KEY), 'hex'));
    const script = p2wpkh(Buffer.from(PUBLIC_KEY, 'hex'), TEST_NETWORK).script;
    expect(tx.inputsLength).toBe(1);
    expect(tx.getInput(0).witnessUtxo?.script).toEqual(script);
    expect(tx.getInput(0).partialSig).toBeUndefined();
    expect(tx.fee).toBe(1_000n);
  });

  it('refuses a public key that is not hex of a point', () => {
    expect(() => unsignedPsbtFor('02')).toThrow();
  });
});

describe('tronTransferRawData', () => {
  it('holds both addresses and the TransferContract type URL', () => {
    const from = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
    const hex = tronTransferRawData(from, from, 1_767_225_600_000);
    const owner = Buffer.from(base58check(sha256).decode(from)).toString('hex');
    expect(hex).toContain(owner);
    expect(Buffer.from(hex, 'hex').toString('latin1')).toContain('protocol.TransferContract');
  });

  it('refuses an address whose checksum is wrong', () => {
    expect(() =>
      tronTransferRawData(
        'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwc',
        'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
        0,
      ),
    ).toThrow();
  });
});
