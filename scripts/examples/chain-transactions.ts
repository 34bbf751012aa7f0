/**
 * Unsigned transactions of the kinds the ecosystem pages sign, made for a fixture account: a
 * testnet PSBT spending a made-up P2WPKH output of the account, and a Tron TransferContract's
 * raw_data. Nothing is broadcast; the sandbox's signature over them is what the example proves.
 */
import { createHash } from 'node:crypto';
import { base58check } from '@scure/base';
import { TEST_NETWORK, Transaction, p2wpkh } from '@scure/btc-signer';

const hexToBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const bytesToHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const sha256 = (data: Uint8Array) => Uint8Array.from(createHash('sha256').update(data).digest());

/** A PSBT with one input the account at `publicKeyHex` can spend, paying most of it back to it. */
export function unsignedPsbtFor(publicKeyHex: string): string {
  const payment = p2wpkh(hexToBytes(publicKeyHex), TEST_NETWORK);
  const tx = new Transaction();
  tx.addInput({
    txid: 'a3f1'.repeat(16),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 50_000n },
  });
  tx.addOutputAddress(payment.address ?? '', 49_000n, TEST_NETWORK);
  return bytesToHex(tx.toPSBT());
}

const varint = (value: number): number[] => {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  return [...bytes, rest];
};
const field = (number: number, value: Uint8Array): number[] => [
  (number << 3) | 2,
  ...varint(value.length),
  ...value,
];
const intField = (number: number, value: number): number[] => [number << 3, ...varint(value)];

const tronBytes = base58check(sha256);

/** raw_data of a 1 TRX TransferContract from `from` to `to` (both T… addresses). */
export function tronTransferRawData(from: string, to: string, nowMs: number): string {
  const transfer = Uint8Array.from([
    ...field(1, tronBytes.decode(from)),
    ...field(2, tronBytes.decode(to)),
    ...intField(3, 1_000_000),
  ]);
  const parameter = Uint8Array.from([
    ...field(1, new TextEncoder().encode('type.googleapis.com/protocol.TransferContract')),
    ...field(2, transfer),
  ]);
  const contract = Uint8Array.from([...intField(1, 1), ...field(2, parameter)]);
  return bytesToHex(
    Uint8Array.from([
      ...field(1, hexToBytes('0a2b')), // ref_block_bytes
      ...field(4, hexToBytes('e1b2c3d4e5f60718')), // ref_block_hash
      ...intField(8, nowMs + 60_000), // expiration
      ...field(11, contract),
      ...intField(14, nowMs), // timestamp
    ]),
  );
}
