import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex } from '@docs/platform-api/bytes';
import { equalBytes, parseHex, requirePrivateKey } from './byte-inputs';
import { CryptoInputError } from './errors';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

function fail(detail: string): never {
  throw new CryptoInputError(`unsignedTransaction is not a Solana transaction: ${detail}`);
}

/** Solana's compact-u16 ("shortvec") length: 7 bits a byte, at most 3 bytes. Returns [value, next offset]. */
export function readShortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[at + index];
    if (byte === undefined) fail('it ends inside a length');
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return [value, at + index + 1];
  }
  return fail('a length is longer than three bytes');
}

interface Layout {
  signatureCount: number;
  /** Where the message (what every signer signs) starts. */
  messageStart: number;
  requiredSignatures: number;
  /** The account keys, in message order; the first `requiredSignatures` are the signers. */
  accountKeys: Uint8Array[];
}

/** Reads the wire format: shortvec signature count, the signatures, then the message. */
function readLayout(bytes: Uint8Array): Layout {
  const [signatureCount, afterCount] = readShortVec(bytes, 0);
  const messageStart = afterCount + signatureCount * SIGNATURE_BYTES;
  if (messageStart >= bytes.length) fail('it ends before its message');
  let at = messageStart;
  const prefix = bytes[at] ?? 0;
  if (prefix & 0x80) {
    if ((prefix & 0x7f) !== 0)
      fail(`message version ${prefix & 0x7f} is not supported (only legacy and v0)`);
    at += 1; // v0 message: the version byte comes before the header
  }
  const requiredSignatures = bytes[at] ?? 0;
  const [keyCount, keysStart] = readShortVec(bytes, at + 3);
  if (keysStart + keyCount * KEY_BYTES > bytes.length) fail('it ends inside its account keys');
  if (requiredSignatures !== signatureCount) {
    fail(
      `the message needs ${requiredSignatures} signatures but the transaction has room for ${signatureCount}`,
    );
  }
  if (requiredSignatures > keyCount) fail('it needs more signers than it lists accounts');
  const accountKeys = Array.from({ length: keyCount }, (_, index) =>
    bytes.slice(keysStart + index * KEY_BYTES, keysStart + (index + 1) * KEY_BYTES),
  );
  return { signatureCount, messageStart, requiredSignatures, accountKeys };
}

/**
 * `sign_transaction` for TRANSACTION_TYPE_SOLANA: the serialized transaction (legacy or v0,
 * signature slots present, as `@solana/web3.js` serializes it without requiring signatures)
 * as hex in; the same transaction with this key's signature in its slot, as hex, out.
 */
export function signSolanaTransaction(
  privateKey: Uint8Array,
  unsignedTransactionHex: string,
): string {
  requirePrivateKey(privateKey);
  const bytes = parseHex(unsignedTransactionHex, 'unsignedTransaction');
  const layout = readLayout(bytes);
  const publicKey = ed25519.getPublicKey(privateKey);
  const slot = layout.accountKeys
    .slice(0, layout.requiredSignatures)
    .findIndex((key) => equalBytes(key, publicKey));
  if (slot === -1) {
    throw new CryptoInputError("The signing key is not one of the transaction's required signers");
  }
  const signature = ed25519.sign(bytes.slice(layout.messageStart), privateKey);
  const signed = bytes.slice();
  signed.set(signature, layout.messageStart - (layout.signatureCount - slot) * SIGNATURE_BYTES);
  return bytesToHex(signed);
}
