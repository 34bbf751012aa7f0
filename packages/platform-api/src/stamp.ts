/**
 * Request stamps: how a request proves which credential sent it. Dependency-free; uses
 * WebCrypto (`globalThis.crypto.subtle`), so it runs in Node 20 and in browsers.
 *
 * - API key stamp, header `X-Stamp`: base64url of the JSON `{ publicKey, scheme, signature }`,
 *   where publicKey is the compressed P-256 public key (hex), scheme is
 *   `SIGNATURE_SCHEME_TK_API_P256` and signature is the hex DER ECDSA-SHA256 signature over the
 *   exact bytes of the request body.
 * - WebAuthn stamp, header `X-Stamp-WebAuthn`: the JSON `{ authenticatorData, clientDataJson,
 *   credentialId, signature }` of a WebAuthn assertion whose challenge is the hex SHA-256 of the
 *   request body.
 */
import {
  base64UrlDecode,
  base64UrlEncode,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from './bytes';
import {
  compressP256PublicKey,
  decompressP256PublicKey,
  derSignatureToRaw,
  rawSignatureToDer,
} from './p256';

export const API_KEY_STAMP_HEADER = 'X-Stamp';
export const WEBAUTHN_STAMP_HEADER = 'X-Stamp-WebAuthn';
export const API_KEY_STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';

export interface ApiKeyStamp {
  /** Compressed P-256 public key, hex (66 characters). */
  publicKey: string;
  scheme: typeof API_KEY_STAMP_SCHEME;
  /** DER-encoded ECDSA-SHA256 signature over the request body, hex. */
  signature: string;
}

export interface WebAuthnStamp {
  authenticatorData: string;
  clientDataJson: string;
  credentialId: string;
  signature: string;
}

export type StampVerification =
  { valid: true; publicKey: string } | { valid: false; reason: string };

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (!crypto?.subtle) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available');
  return crypto.subtle;
}

/** Web APIs take a BufferSource; a fresh copy guarantees a plain ArrayBuffer behind it. */
function buffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer;
}

/** The compressed public key (hex) of a P-256 CryptoKey, as the stamp carries it. */
export async function compressedPublicKeyHex(publicKey: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await subtle().exportKey('raw', publicKey));
  return bytesToHex(compressP256PublicKey(raw));
}

/** Serializes a stamp into the `X-Stamp` header value. */
export function encodeApiKeyStamp(stamp: ApiKeyStamp): string {
  const json = JSON.stringify({
    publicKey: stamp.publicKey,
    scheme: stamp.scheme,
    signature: stamp.signature,
  });
  return base64UrlEncode(utf8Encode(json));
}

/** Parses an `X-Stamp` header value; returns a reason instead of throwing. */
export function decodeApiKeyStamp(header: string): ApiKeyStamp | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(base64UrlDecode(header)));
  } catch {
    return { error: 'The header is not base64url-encoded JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { error: 'The stamp is not an object' };
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  if (typeof publicKey !== 'string' || !/^0[23][0-9a-fA-F]{64}$/.test(publicKey)) {
    return { error: 'publicKey must be a compressed P-256 public key in hex' };
  }
  if (scheme !== API_KEY_STAMP_SCHEME) {
    return { error: `scheme must be ${API_KEY_STAMP_SCHEME}, received ${String(scheme)}` };
  }
  if (typeof signature !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(signature)) {
    return { error: 'signature must be a hex string' };
  }
  return { publicKey, scheme, signature };
}

/**
 * Signs `body` (the exact string you will send) with a P-256 key pair and returns the `X-Stamp`
 * header value.
 */
export async function createApiKeyStamp(body: string, keyPair: CryptoKeyPair): Promise<string> {
  const raw = new Uint8Array(
    await subtle().sign(ECDSA_SHA256, keyPair.privateKey, buffer(utf8Encode(body))),
  );
  return encodeApiKeyStamp({
    publicKey: await compressedPublicKeyHex(keyPair.publicKey),
    scheme: API_KEY_STAMP_SCHEME,
    signature: bytesToHex(rawSignatureToDer(raw)),
  });
}

/** How many verifying keys `verifyApiKeyStamp` keeps, most recently used first out last. */
export const VERIFY_KEY_CACHE_SIZE = 512;
const verifyKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The WebCrypto key for a compressed P-256 public key (hex), imported once: decompressing the
 * point (a modular square root in BigInt) and importing it cost more than the verification
 * itself, and a client stamps every request with the same key. A key that fails to import is
 * not kept.
 */
function verifyingKey(publicKeyHex: string): Promise<CryptoKey> {
  const id = publicKeyHex.toLowerCase();
  const cached = verifyKeys.get(id);
  if (cached) {
    verifyKeys.delete(id);
    verifyKeys.set(id, cached);
    return cached;
  }
  const imported = (async () =>
    subtle().importKey('raw', buffer(decompressP256PublicKey(hexToBytes(id))), ECDSA_P256, false, [
      'verify',
    ]))();
  verifyKeys.set(id, imported);
  imported.catch(() => {
    if (verifyKeys.get(id) === imported) verifyKeys.delete(id);
  });
  if (verifyKeys.size > VERIFY_KEY_CACHE_SIZE) {
    const oldest = verifyKeys.keys().next().value;
    if (oldest !== undefined) verifyKeys.delete(oldest);
  }
  return imported;
}

/** How many verifying keys are kept now (for tests). */
export const cachedVerifyingKeys = (): number => verifyKeys.size;

/**
 * Checks an `X-Stamp` header against the body it came with: the exact bytes received, or the
 * string they encode (taken as UTF-8). Never throws.
 */
export async function verifyApiKeyStamp(
  body: string | Uint8Array,
  header: string,
): Promise<StampVerification> {
  const stamp = decodeApiKeyStamp(header);
  if ('error' in stamp) return { valid: false, reason: stamp.error };
  return verifyApiKeySignature(body, stamp);
}

/**
 * The signature check of `verifyApiKeyStamp`, for a caller that has decoded the header already
 * (the sandbox reads every scheme's stamp itself). Never throws.
 */
export async function verifyApiKeySignature(
  body: string | Uint8Array,
  stamp: Pick<ApiKeyStamp, 'publicKey' | 'signature'>,
): Promise<StampVerification> {
  try {
    const key = await verifyingKey(stamp.publicKey);
    const signature = derSignatureToRaw(hexToBytes(stamp.signature));
    const data = buffer(typeof body === 'string' ? utf8Encode(body) : body);
    const ok = await subtle().verify(ECDSA_SHA256, key, buffer(signature), data);
    return ok
      ? { valid: true, publicKey: stamp.publicKey.toLowerCase() }
      : { valid: false, reason: 'The signature does not match the body and public key' };
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The WebAuthn challenge for a request: the hex SHA-256 of the exact body. */
export async function webAuthnChallenge(body: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', buffer(utf8Encode(body)));
  return bytesToHex(new Uint8Array(digest));
}

export { compressP256PublicKey, decompressP256PublicKey, derSignatureToRaw, rawSignatureToDer };
