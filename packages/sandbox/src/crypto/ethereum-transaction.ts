import { keccak_256 } from '@noble/hashes/sha3';
import { concatBytes } from '@noble/hashes/utils';
import { bytesToBigInt, bytesToHex } from '@docs/platform-api/bytes';
import { minimalBytes, parseHex, requirePrivateKey } from './byte-inputs';
import { CryptoInputError } from './errors';
import { rlpDecode, rlpEncode, type RlpItem } from './rlp';
import { signSecp256k1Digest } from './sign-raw';

/** Typed transactions (EIP-2718) the sandbox signs, with the field count of their payload. */
const TYPED_FIELDS: Record<number, { name: string; fields: number }> = {
  0x01: { name: 'EIP-2930', fields: 8 },
  0x02: { name: 'EIP-1559', fields: 9 },
  0x03: { name: 'EIP-4844 (without blobs)', fields: 11 },
  0x04: { name: 'EIP-7702', fields: 10 },
};

function list(item: RlpItem, what: string): RlpItem[] {
  if (!Array.isArray(item)) throw new CryptoInputError(`${what} must be an RLP list`);
  return item;
}

function signLegacy(privateKey: Uint8Array, bytes: Uint8Array): Uint8Array {
  const fields = list(rlpDecode(bytes), 'A legacy transaction');
  if (fields.length !== 6 && fields.length !== 9) {
    throw new CryptoInputError(
      `An unsigned legacy transaction has 6 fields, or 9 with its EIP-155 chain id; this one has ${fields.length}`,
    );
  }
  let chainId: bigint | undefined;
  if (fields.length === 9) {
    const [id, r, s] = fields.slice(6);
    if (!(id instanceof Uint8Array) || !(r instanceof Uint8Array) || !(s instanceof Uint8Array)) {
      throw new CryptoInputError(
        'The EIP-155 chain id, r and s of a legacy transaction are integers',
      );
    }
    if (r.length > 0 || s.length > 0) {
      throw new CryptoInputError('The transaction is already signed: its r and s are not empty');
    }
    chainId = bytesToBigInt(id);
  }
  const signature = signSecp256k1Digest(privateKey, keccak_256(bytes));
  const recovery = BigInt(signature.recovery);
  // EIP-155: v = chainId * 2 + 35 + recovery; before it, v = 27 + recovery.
  const v = chainId === undefined ? 27n + recovery : chainId * 2n + 35n + recovery;
  return rlpEncode([
    ...fields.slice(0, 6),
    minimalBytes(v),
    minimalBytes(signature.r),
    minimalBytes(signature.s),
  ]);
}

function signTyped(privateKey: Uint8Array, bytes: Uint8Array): Uint8Array {
  const type = bytes[0] ?? 0;
  const known = TYPED_FIELDS[type];
  if (!known) {
    throw new CryptoInputError(
      `Transaction type 0x${type.toString(16).padStart(2, '0')} is not one the sandbox signs (legacy, 0x01, 0x02, 0x03, 0x04)`,
    );
  }
  const fields = list(rlpDecode(bytes.slice(1)), `An ${known.name} transaction`);
  if (fields.length !== known.fields) {
    throw new CryptoInputError(
      `An unsigned ${known.name} transaction has ${known.fields} fields; this one has ${fields.length}`,
    );
  }
  const signature = signSecp256k1Digest(privateKey, keccak_256(bytes));
  const signed = rlpEncode([
    ...fields,
    minimalBytes(BigInt(signature.recovery)),
    minimalBytes(signature.r),
    minimalBytes(signature.s),
  ]);
  return concatBytes(new Uint8Array([type]), signed);
}

/**
 * `sign_transaction` for TRANSACTION_TYPE_ETHEREUM: the unsigned transaction as RLP hex (legacy,
 * with or without EIP-155, or typed 0x01–0x04, `0x` optional) in, the signed transaction as
 * hex without `0x` out, the same bytes viem's local account produces.
 */
export function signEthereumTransaction(
  privateKey: Uint8Array,
  unsignedTransactionHex: string,
): string {
  requirePrivateKey(privateKey);
  const bytes = parseHex(unsignedTransactionHex, 'unsignedTransaction');
  const first = bytes[0];
  if (first === undefined) throw new CryptoInputError('unsignedTransaction is empty');
  return bytesToHex(first >= 0xc0 ? signLegacy(privateKey, bytes) : signTyped(privateKey, bytes));
}
