/**
 * A software passkey for the tests: a P-256 key pair, registrations with "none" attestation and
 * assertions, built byte for byte as the WebAuthn specification lays them out (authenticator
 * data, COSE key, attestation object, client data). It also plays `navigator.credentials.get`
 * for `@turnkey/webauthn-stamper`, which reads only the assertion's ArrayBuffers from it.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { base64UrlEncode, bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';

/** What a registration needs CBOR for: integers, byte and text strings, maps of these. */
export type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** CBOR encoding of what a registration needs: integers, byte and text strings, maps. */
export function encodeCbor(value: CborValue): Uint8Array {
  const head = (major: number, length: number): Uint8Array => {
    if (length < 24) return Uint8Array.of((major << 5) | length);
    if (length < 0x100) return Uint8Array.of((major << 5) | 24, length);
    if (length < 0x10000) return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
    throw new Error('encodeCbor: length too large for this helper');
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = utf8Encode(value);
    return concatBytes(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concatBytes(head(2, value.length), value);
  const parts: Uint8Array[] = [head(5, value.size)];
  for (const [key, item] of value) {
    parts.push(encodeCbor(key), encodeCbor(item));
  }
  return concatBytes(...parts);
}

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:3000';
/** User present, user verified, attested credential data. */
const FLAGS_REGISTRATION = 0x45;
/** User present, user verified. */
const FLAGS_ASSERTION = 0x05;

function counter(value: number): Uint8Array {
  return Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

export class SoftwareAuthenticator {
  readonly privateKey = p256.utils.randomPrivateKey();
  readonly credentialIdBytes = p256.utils.randomPrivateKey().slice(0, 20);
  private signCount = 0;

  get credentialId(): string {
    return base64UrlEncode(this.credentialIdBytes);
  }

  /** Compressed public key, hex: what the sandbox should store and show. */
  get publicKey(): string {
    return bytesToHex(p256.getPublicKey(this.privateKey, true));
  }

  coseKey(): Uint8Array {
    const point = p256.getPublicKey(this.privateKey, false);
    return encodeCbor(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, point.slice(1, 33)],
        [-3, point.slice(33)],
      ]),
    );
  }

  /** `AuthenticatorParamsV2` for a registration with `challenge` (base64url). */
  registration(challenge: string, authenticatorName = 'Software passkey') {
    const authData = concatBytes(
      sha256(utf8Encode(RP_ID)),
      Uint8Array.of(FLAGS_REGISTRATION),
      counter(0),
      new Uint8Array(16),
      Uint8Array.of(this.credentialIdBytes.length >> 8, this.credentialIdBytes.length & 0xff),
      this.credentialIdBytes,
      this.coseKey(),
    );
    const attestationObject = encodeCbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientData = { type: 'webauthn.create', challenge, origin: ORIGIN, crossOrigin: false };
    return {
      authenticatorName,
      challenge,
      attestation: {
        credentialId: this.credentialId,
        clientDataJson: base64UrlEncode(utf8Encode(JSON.stringify(clientData))),
        attestationObject: base64UrlEncode(attestationObject),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL' as const],
      },
    };
  }

  /** An assertion over `challenge` (raw bytes), as the authenticator returns it. */
  assert(challenge: Uint8Array) {
    this.signCount += 1;
    const authenticatorData = concatBytes(
      sha256(utf8Encode(RP_ID)),
      Uint8Array.of(FLAGS_ASSERTION),
      counter(this.signCount),
    );
    const clientDataJSON = utf8Encode(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: base64UrlEncode(challenge),
        origin: ORIGIN,
      }),
    );
    const digest = sha256(concatBytes(authenticatorData, sha256(clientDataJSON)));
    const signature = p256.sign(digest, this.privateKey, { prehash: false }).toDERRawBytes();
    return { authenticatorData, clientDataJSON, signature };
  }

  /** What `navigator.credentials.get` resolves with, for the options the stamper passes. */
  credential(options: { publicKey: { challenge: Uint8Array } }) {
    const { authenticatorData, clientDataJSON, signature } = this.assert(
      options.publicKey.challenge,
    );
    const buffer = (bytes: Uint8Array) => bytes.slice().buffer;
    return {
      type: 'public-key',
      id: this.credentialId,
      rawId: buffer(this.credentialIdBytes),
      response: {
        clientDataJSON: buffer(clientDataJSON),
        authenticatorData: buffer(authenticatorData),
        signature: buffer(signature),
        userHandle: null,
      },
      getClientExtensionResults: () => ({}),
    };
  }

  /** An `X-Stamp-Webauthn` value for `body`, built as the stamper builds it (for bad-input tests). */
  stampFor(body: string) {
    const challenge = utf8Encode(bytesToHex(sha256(utf8Encode(body))));
    const { authenticatorData, clientDataJSON, signature } = this.assert(challenge);
    return JSON.stringify({
      authenticatorData: base64UrlEncode(authenticatorData),
      clientDataJson: base64UrlEncode(clientDataJSON),
      credentialId: this.credentialId,
      signature: base64UrlEncode(signature),
    });
  }
}
