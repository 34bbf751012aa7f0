/** `bitcoin.tx` decoded from PSBTs `@scure/btc-signer` builds. */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@docs/platform-api/bytes';
import { NETWORK, TEST_NETWORK, Transaction, p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { decodeBitcoinTx } from '../bitcoin-tx';
import { evaluateBool, parseExpression } from '../expression';

const KEY = secp256k1.getPublicKey(new Uint8Array(32).fill(1), true);
const OTHER = secp256k1.getPublicKey(new Uint8Array(32).fill(2), true);
const TXID = 'a3f1'.repeat(16);
const TESTNET_FORMAT = 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH';

function psbt(options: { lockTime?: number; withAmounts?: boolean } = {}) {
  const tx = new Transaction(options.lockTime === undefined ? {} : { lockTime: options.lockTime });
  const spent = p2wpkh(KEY, TEST_NETWORK);
  tx.addInput({
    txid: TXID,
    index: 1,
    sequence: 0xfffffffd,
    witnessUtxo: { script: spent.script, amount: 60_000n },
  });
  tx.addInput(
    options.withAmounts === false
      ? { txid: 'b4'.repeat(32), index: 0 }
      : { txid: 'b4'.repeat(32), index: 0, witnessUtxo: { script: spent.script, amount: 40_000n } },
  );
  tx.addOutputAddress(p2wpkh(OTHER, TEST_NETWORK).address ?? '', 90_000n, TEST_NETWORK);
  tx.addOutputAddress(spent.address ?? '', 9_000n, TEST_NETWORK);
  return bytesToHex(tx.toPSBT());
}

describe('bitcoin.tx', () => {
  it('reads inputs, outputs with their addresses, the locktime and the fee', () => {
    const tx = decodeBitcoinTx(psbt({ lockTime: 850_000 }), TESTNET_FORMAT);
    expect(tx).toEqual({
      inputs: [
        { tx_id: TXID, vout: 1n, sequence: 0xfffffffdn },
        { tx_id: 'b4'.repeat(32), vout: 0n, sequence: 0xffffffffn },
      ],
      outputs: [
        {
          value: 90_000n,
          script_pubkey: bytesToHex(p2wpkh(OTHER).script),
          address: p2wpkh(OTHER, TEST_NETWORK).address,
        },
        {
          value: 9_000n,
          script_pubkey: bytesToHex(p2wpkh(KEY).script),
          address: p2wpkh(KEY, TEST_NETWORK).address,
        },
      ],
      locktime: { amount: 850_000n, type: 'Blocks' },
      fee: 1_000n,
    });
    expect(decodeBitcoinTx(psbt({ lockTime: 1_700_000_000 }), TESTNET_FORMAT).locktime).toEqual({
      amount: 1_700_000_000n,
      type: 'Seconds',
    });
  });

  it('encodes output addresses for the network of the signing account', () => {
    const tx = new Transaction();
    tx.addInput({ txid: TXID, index: 0, witnessUtxo: { script: p2wpkh(KEY).script, amount: 2n } });
    const taproot = p2tr(OTHER.slice(1), undefined, NETWORK).address ?? '';
    tx.addOutputAddress(taproot, 1n, NETWORK);
    const decoded = decodeBitcoinTx(bytesToHex(tx.toPSBT()), 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR');
    const scope = { bitcoin: { tx: decoded } };
    const holds = (text: string) => evaluateBool(parseExpression(text), scope, 'condition');
    expect(
      holds(`bitcoin.tx.outputs.all(o, o.address == '${taproot}') && bitcoin.tx.fee <= 1`),
    ).toBe(true);
    expect(holds('bitcoin.tx.outputs.all(o, o.value < 1)')).toBe(false);
    expect(() => holds("bitcoin.tx.outputs[0].address_type == 'p2tr'")).toThrow(
      /address_type: the platform does not publish/,
    );
    expect(() => holds("bitcoin.tx.version == '2'")).toThrow(
      /version: the platform does not publish/,
    );
  });

  it('says why fee and address are missing instead of guessing them', () => {
    const tx = decodeBitcoinTx(psbt({ withAmounts: false }), undefined);
    expect(tx.fee).toBeUndefined();
    const scope = { bitcoin: { tx } };
    const holds = (text: string) => evaluateBool(parseExpression(text), scope, 'condition');
    expect(() => holds('bitcoin.tx.fee < 10000')).toThrow(
      /fee: input 1 carries neither witness_utxo nor non_witness_utxo/,
    );
    expect(() => holds("bitcoin.tx.outputs[0].address == 'x'")).toThrow(
      /address: output 0 has no address: the signing key's address format \(none\) does not say the Bitcoin network/,
    );
    expect(holds('bitcoin.tx.inputs.count() == 2 && bitcoin.tx.outputs[1].value == 9000')).toBe(
      true,
    );
  });

  it('names what is wrong with bytes that are not a PSBT', () => {
    expect(() => decodeBitcoinTx('0xzz', TESTNET_FORMAT)).toThrow(
      /not a valid PSBT: .*not hexadecimal/,
    );
    expect(() => decodeBitcoinTx('70736274ff0102', TESTNET_FORMAT)).toThrow(/not a valid PSBT/);
    expect(() => decodeBitcoinTx('', TESTNET_FORMAT)).toThrow(/not a valid PSBT/);
  });
});
