/**
 * Bitcoin PSBT and Tron signing. The PSBT signatures are checked with secp256k1 over the BIP-143
 * sighash btc-signer computes, and the PSBT must finalize; the Tron signature must recover to
 * the account's Tron address (whose derivation addresses.test.ts pins to published vectors).
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes } from '@docs/platform-api/bytes';
import { SigHash, TEST_NETWORK, Transaction, p2pkh, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { addressFor, deriveKey, signBitcoinPsbt, signTronTransaction } from '..';
import { CryptoInputError } from '../errors';
import { seed } from './test-keys';
import { toHexString } from './fixtures';

const btc = deriveKey(seed, 'CURVE_SECP256K1', "m/84'/1'/0'/0/0");
const other = deriveKey(seed, 'CURVE_SECP256K1', "m/84'/1'/0'/0/1");
const payment = p2wpkh(btc.publicKey, TEST_NETWORK);
const otherPayment = p2wpkh(other.publicKey, TEST_NETWORK);

/** Two P2WPKH inputs, the first ours, the second another key's; one output back to us. */
function psbt(): string {
  const tx = new Transaction();
  tx.addInput({
    txid: 'a3f1'.repeat(16),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 50_000n },
  });
  tx.addInput({
    txid: 'b4c2'.repeat(16),
    index: 1,
    witnessUtxo: { script: otherPayment.script, amount: 20_000n },
  });
  tx.addOutputAddress(payment.address ?? '', 65_000n, TEST_NETWORK);
  return toHexString(tx.toPSBT());
}

describe('signBitcoinPsbt', () => {
  it('signs the inputs of its key with SIGHASH_ALL and leaves the others and finalizing alone', async () => {
    const signed = Transaction.fromPSBT(hexToBytes(await signBitcoinPsbt(btc.privateKey, psbt())));
    const [ours, theirs] = [signed.getInput(0), signed.getInput(1)];
    expect(theirs.partialSig).toBeUndefined();
    expect(ours.finalScriptWitness).toBeUndefined();
    const [[publicKey, signature] = []] = ours.partialSig ?? [];
    expect(publicKey && toHexString(publicKey)).toBe(toHexString(btc.publicKey));
    const der = signature?.slice(0, -1) ?? new Uint8Array();
    expect(signature?.at(-1)).toBe(SigHash.ALL);
    const sighash = signed.preimageWitnessV0(
      0,
      // BIP-143: a P2WPKH input's script code is the P2PKH script of the same key hash.
      p2pkh(btc.publicKey).script,
      SigHash.ALL,
      50_000n,
    );
    expect(
      secp256k1.verify(
        secp256k1.Signature.fromDER(der).toCompactRawBytes(),
        sighash,
        btc.publicKey,
      ),
    ).toBe(true);
    signed.finalizeIdx(0);
    expect(signed.getInput(0).finalScriptWitness?.length).toBe(2);
  });

  it('answers a PSBT whose inputs are all another key’s, and bytes that are not a PSBT, with a clear error', async () => {
    await expect(signBitcoinPsbt(hexToBytes('11'.repeat(32)), psbt())).rejects.toThrow(
      /no input of the PSBT is spendable by signWith/,
    );
    await expect(signBitcoinPsbt(btc.privateKey, 'deadbeef')).rejects.toThrow(
      /must start with 70736274ff/,
    );
    await expect(signBitcoinPsbt(btc.privateKey, '70736274ff0102')).rejects.toThrow(
      /not a valid PSBT/,
    );
    await expect(signBitcoinPsbt(btc.privateKey, 'zz')).rejects.toThrow(CryptoInputError);
  });
});

describe('signTronTransaction', () => {
  const tron = deriveKey(seed, 'CURVE_SECP256K1', "m/44'/195'/0'/0/0");
  const rawData = '0a020a2b2208e1b2c3d4e5f60718408090c1a5c8325a67';

  it('appends a 65-byte signature that recovers to the account, after raw_data, as a Transaction', async () => {
    const signed = hexToBytes(signTronTransaction(tron.privateKey, rawData));
    const raw = hexToBytes(rawData);
    expect(signed[0]).toBe(0x0a);
    expect(signed[1]).toBe(raw.length);
    expect(toHexString(signed.slice(2, 2 + raw.length))).toBe(rawData);
    const rest = signed.slice(2 + raw.length);
    expect([rest[0], rest[1], rest.length]).toEqual([0x12, 65, 67]);
    const signature = rest.slice(2);
    const v = signature[64] ?? 0;
    expect([27, 28]).toContain(v);
    const recovered = secp256k1.Signature.fromCompact(signature.slice(0, 64))
      .addRecoveryBit(v - 27)
      .recoverPublicKey(sha256(raw))
      .toRawBytes(true);
    expect(await addressFor('ADDRESS_FORMAT_TRON', recovered)).toBe(
      await addressFor('ADDRESS_FORMAT_TRON', tron.publicKey),
    );
  });

  it('refuses empty and non-hex raw data', () => {
    expect(() => signTronTransaction(tron.privateKey, '')).toThrow(/unsignedTransaction is empty/);
    expect(() => signTronTransaction(tron.privateKey, 'xyz1')).toThrow(/not hexadecimal/);
  });
});
