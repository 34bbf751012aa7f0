import { keccak_256 } from '@noble/hashes/sha3';
import { concatBytes } from '@noble/hashes/utils';
import { minimalBytes, parseHex } from './byte-inputs';
import { CryptoInputError } from './errors';
import { rlpEncode } from './rlp';

/** A non-negative integer given as a JSON number, a decimal string or a 0x-hex string. */
export function parseUint(value: unknown, what: string): bigint {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) {
    throw new CryptoInputError(`${what} must be a non-negative integer`);
  }
  return BigInt(text);
}

/**
 * The digest an EIP-7702 authorization is signed over: keccak256(0x05 || rlp([chainId,
 * address, nonce])). The payload is the JSON `{ address, chainId, nonce }` the published
 * viem adapter sends.
 */
export function hashAuthorization(payload: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new CryptoInputError('An EIP-7702 authorization payload must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new CryptoInputError(
      'An EIP-7702 authorization payload is an object { address, chainId, nonce }',
    );
  }
  const { address, chainId, nonce } = parsed as Record<string, unknown>;
  const addressBytes = parseHex(
    typeof address === 'string' ? address : '',
    'authorization address',
  );
  if (addressBytes.length !== 20)
    throw new CryptoInputError('The authorization address must be 20 bytes');
  const list = [
    minimalBytes(parseUint(chainId, 'chainId')),
    addressBytes,
    minimalBytes(parseUint(nonce, 'nonce')),
  ];
  return keccak_256(concatBytes(new Uint8Array([0x05]), rlpEncode(list)));
}
