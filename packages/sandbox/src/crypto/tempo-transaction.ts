/**
 * `sign_transaction` for TRANSACTION_TYPE_TEMPO: a Tempo transaction is the type byte 0x76 and an
 * RLP list (chain id, fees, gas, calls, access list, nonce key, nonce, validity window, fee
 * token, fee payer, authorizations, then an optional key authorization). The sender signs
 * keccak256 of the unsigned bytes with secp256k1 and the signature is appended to the list as
 * 65 bytes, r ‖ s ‖ v with v 27 or 28: the bytes viem's Tempo serializer produces for a local
 * account. Fee-payer flows (a second signature) are not signed here.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { fixedBytes, parseHex, requirePrivateKey } from './byte-inputs';
import { CryptoInputError } from './errors';
import { rlpDecode, rlpEncode } from './rlp';
import { signSecp256k1Digest } from './sign-raw';

const TEMPO_TYPE = 0x76;
/** Fields up to and including the authorization list. */
const FIELDS = 13;
const FEE_PAYER = 11;

export function signTempoTransaction(
  privateKey: Uint8Array,
  unsignedTransactionHex: string,
): string {
  requirePrivateKey(privateKey);
  const bytes = parseHex(unsignedTransactionHex, 'unsignedTransaction');
  if (bytes[0] !== TEMPO_TYPE) {
    throw new CryptoInputError(
      `A Tempo transaction starts with the type byte 0x76; this one starts with 0x${bytesToHex(bytes.slice(0, 1))}`,
    );
  }
  const fields = rlpDecode(bytes.slice(1));
  if (!Array.isArray(fields) || fields.length < FIELDS || fields.length > FIELDS + 1) {
    throw new CryptoInputError(
      `An unsigned Tempo transaction is an RLP list of ${FIELDS} fields (${FIELDS + 1} with a key authorization)`,
    );
  }
  const last = fields[fields.length - 1];
  if (fields.length === FIELDS + 1 && last instanceof Uint8Array) {
    throw new CryptoInputError('This Tempo transaction already carries a sender signature');
  }
  const feePayer = fields[FEE_PAYER];
  if (Array.isArray(feePayer)) {
    throw new CryptoInputError(
      'This Tempo transaction carries a fee payer signature: the sender signs first, with the fee payer marker 0x00',
    );
  }
  const signature = signSecp256k1Digest(privateKey, keccak_256(bytes));
  const encoded = concatBytes(
    fixedBytes(signature.r, 32),
    fixedBytes(signature.s, 32),
    new Uint8Array([27 + signature.recovery]),
  );
  return bytesToHex(concatBytes(new Uint8Array([TEMPO_TYPE]), rlpEncode([...fields, encoded])));
}
