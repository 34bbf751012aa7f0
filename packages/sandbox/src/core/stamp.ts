/**
 * Verifies the `X-Stamp` header over the raw body bytes, before anything parses them. Three API
 * key schemes, as the platform's stampers send them:
 *
 * - `SIGNATURE_SCHEME_TK_API_P256`: DER ECDSA-SHA256, verified with WebCrypto (platform-api's
 *   `verifyApiKeyStamp`);
 * - `SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191`: DER ECDSA over the EIP-191 personal-message hash
 *   of the body, compressed public key (what the wallet stamper sends for Ethereum wallets);
 * - `SIGNATURE_SCHEME_TK_API_ED25519`: a 64-byte Ed25519 signature over the body.
 *
 * High-S ECDSA signatures are accepted: the Node stamper produces them about half the time.
 *
 * The platform's third stamp header, `X-Stamp-Attested`, is base64url JSON of a P-256 key, a DER
 * signature over the body and the token that vouches for the key (an OTP verification token or
 * an OIDC token); here its signature is verified, and `auth/attested.ts` reads the token.
 */
import {
  API_KEY_STAMP_HEADER,
  WEBAUTHN_STAMP_HEADER,
  verifyApiKeySignature,
} from '@docs/platform-api';
import { base64UrlDecode, hexToBytes, utf8Decode, utf8Encode } from '@docs/platform-api/bytes';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import type { Storage } from '../storage/types';
import {
  ATTESTED_SCHEMES,
  STAMP_SCHEMES,
  type ApiKeyStampScheme,
  type AttestedScheme,
  type VerifiedStamp,
} from './contract';
import { unauthenticated as refused } from './errors';
import { verifyWebAuthnStamp } from './webauthn/stamp';

/** The platform's header for a stamp whose key an OTP or OIDC token attests. */
export const ATTESTED_STAMP_HEADER = 'X-Stamp-Attested';

const unauthenticated = (reason: string, message: string) => refused(message, reason);

function decodeHeader(header: string): { publicKey: string; scheme: string; signature: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(base64UrlDecode(header)));
  } catch {
    throw unauthenticated(
      'STAMP_MALFORMED',
      'could not extract api key stamp: X-Stamp is not base64url-encoded JSON',
    );
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw unauthenticated(
      'STAMP_MALFORMED',
      'could not extract api key stamp: X-Stamp must encode a JSON object',
    );
  }
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  for (const [field, value] of Object.entries({ publicKey, scheme, signature })) {
    if (typeof value !== 'string' || value === '') {
      throw unauthenticated(
        'STAMP_MALFORMED',
        `malformed activity stamp: X-Stamp is missing the string field ${field}`,
      );
    }
  }
  return { publicKey: String(publicKey), scheme: String(scheme), signature: String(signature) };
}

export function isScheme(scheme: string): scheme is ApiKeyStampScheme {
  return Object.hasOwn(STAMP_SCHEMES, scheme);
}

/** EIP-191 `personal_sign` digest of `message`. */
function eip191Hash(message: Uint8Array): Uint8Array {
  const prefix = utf8Encode(`\x19Ethereum Signed Message:\n${message.length}`);
  const joined = new Uint8Array(prefix.length + message.length);
  joined.set(prefix);
  joined.set(message, prefix.length);
  return keccak_256(joined);
}

function verifyNoble(
  scheme: ApiKeyStampScheme,
  publicKey: string,
  signature: string,
  body: Uint8Array,
) {
  try {
    if (scheme === 'SIGNATURE_SCHEME_TK_API_ED25519') {
      return ed25519.verify(hexToBytes(signature), body, hexToBytes(publicKey));
    }
    const parsed = secp256k1.Signature.fromHex(signature, 'der');
    return secp256k1.verify(parsed.toBytes('compact'), eip191Hash(body), hexToBytes(publicKey), {
      prehash: false,
      lowS: false,
      format: 'compact',
    });
  } catch {
    return false;
  }
}

/**
 * Whether `signature` (hex, as the stamp carries it) verifies over `body` with `publicKey` (hex)
 * under `scheme`. Never throws: a key or signature that does not decode is a failed check.
 */
export async function apiKeySignatureVerifies(
  scheme: ApiKeyStampScheme,
  publicKey: string,
  signature: string,
  body: Uint8Array,
): Promise<boolean> {
  if (scheme === 'SIGNATURE_SCHEME_TK_API_P256') {
    return (await verifyApiKeySignature(body, { publicKey, signature })).valid;
  }
  return verifyNoble(scheme, publicKey, signature, body);
}

/**
 * Returns the verified public key of the request, or throws UNAUTHENTICATED with the reason.
 * `body` is the exact bytes received. A passkey stamp (`X-Stamp-Webauthn`) is looked up in
 * `storage`; without it such a stamp is refused.
 */
export async function verifyStamp(
  headers: Pick<Headers, 'get'>,
  body: Uint8Array,
  storage?: Storage,
): Promise<VerifiedStamp> {
  const header = headers.get(API_KEY_STAMP_HEADER);
  if (header === null) {
    const webauthn = headers.get(WEBAUTHN_STAMP_HEADER);
    if (webauthn !== null && storage) return verifyWebAuthnStamp(storage, webauthn, body);
    if (webauthn !== null) {
      throw unauthenticated(
        'STAMP_SCHEME_UNSUPPORTED',
        `${WEBAUTHN_STAMP_HEADER} is verified only where the registered passkeys can be read: stamp the request with an API key (${API_KEY_STAMP_HEADER})`,
      );
    }
    const attested = headers.get(ATTESTED_STAMP_HEADER);
    if (attested !== null) return verifyAttestedStamp(attested, body);
    throw unauthenticated(
      'STAMP_MISSING',
      `cannot authenticate public API activity request without a stamp (${API_KEY_STAMP_HEADER}/${WEBAUTHN_STAMP_HEADER}/${ATTESTED_STAMP_HEADER} header)`,
    );
  }
  const stamp = decodeHeader(header);
  if (!isScheme(stamp.scheme)) {
    throw unauthenticated(
      'STAMP_SCHEME_UNSUPPORTED',
      `malformed activity stamp: unknown stamp scheme ${stamp.scheme}; expected one of ${Object.keys(STAMP_SCHEMES).join(', ')}`,
    );
  }
  if (
    !/^(?:[0-9a-fA-F]{2})+$/.test(stamp.publicKey) ||
    !/^(?:[0-9a-fA-F]{2})+$/.test(stamp.signature)
  ) {
    throw unauthenticated(
      'STAMP_MALFORMED',
      'malformed activity stamp: X-Stamp publicKey and signature must be hex',
    );
  }
  if (!(await apiKeySignatureVerifies(stamp.scheme, stamp.publicKey, stamp.signature, body))) {
    throw unauthenticated(
      'SIGNATURE_INVALID',
      'could not verify api key signature: the stamp does not verify against the request body and public key',
    );
  }
  return {
    publicKey: stamp.publicKey.toLowerCase(),
    curveType: STAMP_SCHEMES[stamp.scheme],
    scheme: stamp.scheme,
    signature: stamp.signature,
  };
}

function decodeAttested(header: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(base64UrlDecode(header)));
  } catch {
    throw unauthenticated(
      'STAMP_MALFORMED',
      `could not extract attested stamp: ${ATTESTED_STAMP_HEADER} is not base64url-encoded JSON`,
    );
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  for (const field of ['publicKeyAttestation', 'scheme', 'publicKey', 'signature']) {
    if (typeof fields[field] !== 'string' || fields[field] === '') {
      throw unauthenticated(
        'STAMP_MALFORMED',
        `malformed activity stamp: ${ATTESTED_STAMP_HEADER} is missing the string field ${field}`,
      );
    }
  }
  return fields as Record<'publicKeyAttestation' | 'scheme' | 'publicKey' | 'signature', string>;
}

/** An attested stamp whose P-256 signature verifies over `body`; its token is read later. */
async function verifyAttestedStamp(header: string, body: Uint8Array): Promise<VerifiedStamp> {
  const stamp = decodeAttested(header);
  const scheme = stamp.scheme as AttestedScheme;
  if (!ATTESTED_SCHEMES.includes(scheme)) {
    throw unauthenticated(
      'STAMP_SCHEME_UNSUPPORTED',
      `malformed activity stamp: unknown attested scheme ${stamp.scheme}; expected one of ${ATTESTED_SCHEMES.join(', ')}`,
    );
  }
  const hex = /^(?:[0-9a-fA-F]{2})+$/;
  if (!hex.test(stamp.publicKey) || !hex.test(stamp.signature)) {
    throw unauthenticated(
      'STAMP_MALFORMED',
      `malformed activity stamp: ${ATTESTED_STAMP_HEADER} publicKey and signature must be hex`,
    );
  }
  const p256 = 'SIGNATURE_SCHEME_TK_API_P256';
  if (!(await apiKeySignatureVerifies(p256, stamp.publicKey, stamp.signature, body))) {
    throw unauthenticated(
      'SIGNATURE_INVALID',
      'could not verify attested stamp signature: the stamp does not verify against the request body and public key',
    );
  }
  return {
    publicKey: stamp.publicKey.toLowerCase(),
    curveType: STAMP_SCHEMES[p256],
    scheme: p256,
    signature: stamp.signature,
    attested: { scheme, attestation: stamp.publicKeyAttestation },
  };
}
