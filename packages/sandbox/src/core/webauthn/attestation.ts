/**
 * A WebAuthn registration as the platform receives it (`AuthenticatorParamsV2`: a name, the
 * challenge and the browser's attestation), read into what the sandbox stores: the credential id,
 * the P-256 public key from the COSE key in the authenticator data, the AAGUID, the attestation
 * format and the transports.
 *
 * Checked: `clientDataJSON` is a `webauthn.create` whose challenge is the one given; the
 * attestation object is CBOR with `fmt`, `attStmt` and `authData`; the authenticator data
 * carries attested credential data whose credential id is the one given; the COSE key is an
 * ES256 (alg -7) EC2 key on P-256 (crv 1) and a point of the curve. Not checked: the attestation
 * statement's signature and certificate chain, and the relying party id hash (the sandbox has no
 * relying party of its own).
 */
import type { AuthenticatorParamsV2 } from '@docs/platform-api';
import { compressP256PublicKey, decompressP256PublicKey } from '@docs/platform-api';
import { base64UrlEncode, bytesToHex } from '@docs/platform-api/bytes';
import { readBase64UrlField } from './assertion';
import { CborError, decodeCbor, decodeCborPrefix, type CborValue } from './cbor';

/** A registration that cannot be accepted; `field` is relative to the authenticator params. */
export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Registration {
  /** Base64url without padding. */
  credentialId: string;
  /** Compressed P-256 public key, lower-case hex. */
  publicKey: string;
  /** The authenticator model id as a UUID string. */
  aaguid: string;
  /** The attestation statement format (`none`, `packed`, …). */
  attestationType: string;
}

/** COSE key parameters (RFC 9052 §7, RFC 9053 §7.1). */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3 } as const;
const COSE_KTY_EC2 = 2;
const COSE_ALG_ES256 = -7;
const COSE_CRV_P256 = 1;

/** Authenticator data flag: attested credential data included. */
const FLAG_ATTESTED_CREDENTIAL = 0x40;
/** rpIdHash (32) + flags (1) + signCount (4). */
const AUTH_DATA_HEADER = 37;

function decode(field: string, text: string): Uint8Array {
  const bytes = readBase64UrlField(text);
  if (!bytes) throw new RegistrationError(field, 'is not base64url');
  return bytes;
}

function formatAaguid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

function readClientData(params: AuthenticatorParamsV2) {
  const field = 'attestation.clientDataJson';
  let clientData: unknown;
  try {
    clientData = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(
        decode(field, params.attestation.clientDataJson),
      ),
    );
  } catch (error) {
    if (error instanceof RegistrationError) throw error;
    throw new RegistrationError(field, 'does not decode to JSON');
  }
  const { type, challenge } = (clientData ?? {}) as Record<string, unknown>;
  if (type !== 'webauthn.create') {
    throw new RegistrationError(
      field,
      `type must be webauthn.create for a registration, received ${JSON.stringify(type)}`,
    );
  }
  if (
    typeof challenge !== 'string' ||
    challenge.replace(/=+$/, '') !== params.challenge.replace(/=+$/, '')
  ) {
    throw new RegistrationError(
      field,
      `challenge ${JSON.stringify(challenge)} is not the challenge given (${params.challenge})`,
    );
  }
}

function coseP256PublicKey(key: CborValue): string {
  const field = 'attestation.attestationObject';
  if (!(key instanceof Map)) throw new RegistrationError(field, 'the COSE key is not a CBOR map');
  const expect = (label: number, wanted: number, name: string) => {
    if (key.get(label) !== wanted) {
      throw new RegistrationError(
        field,
        `the COSE key's ${name} is ${String(key.get(label))}; the sandbox accepts ES256 keys on P-256 (kty 2, alg -7, crv 1)`,
      );
    }
  };
  expect(COSE.kty, COSE_KTY_EC2, 'kty');
  expect(COSE.alg, COSE_ALG_ES256, 'alg');
  expect(COSE.crv, COSE_CRV_P256, 'crv');
  const x = key.get(COSE.x);
  const y = key.get(COSE.y);
  if (
    !(x instanceof Uint8Array) ||
    !(y instanceof Uint8Array) ||
    x.length !== 32 ||
    y.length !== 32
  ) {
    throw new RegistrationError(field, 'the COSE key needs 32-byte x and y coordinates');
  }
  const point = new Uint8Array(65);
  point[0] = 0x04;
  point.set(x, 1);
  point.set(y, 33);
  const compressed = compressP256PublicKey(point);
  let recovered: Uint8Array;
  try {
    recovered = decompressP256PublicKey(compressed);
  } catch {
    throw new RegistrationError(field, 'the COSE key is not a point on P-256');
  }
  if (bytesToHex(recovered) !== bytesToHex(point)) {
    throw new RegistrationError(field, 'the COSE key is not a point on P-256');
  }
  return bytesToHex(compressed);
}

/** Reads one registration, or throws `RegistrationError` naming the field and the problem. */
export function readRegistration(params: AuthenticatorParamsV2): Registration {
  readClientData(params);
  const field = 'attestation.attestationObject';
  let object: CborValue;
  try {
    object = decodeCbor(decode(field, params.attestation.attestationObject));
  } catch (error) {
    if (error instanceof CborError) throw new RegistrationError(field, error.message);
    throw error;
  }
  if (!(object instanceof Map)) throw new RegistrationError(field, 'is not a CBOR map');
  const fmt = object.get('fmt');
  const authData = object.get('authData');
  if (typeof fmt !== 'string' || !(object.get('attStmt') instanceof Map)) {
    throw new RegistrationError(field, 'needs a text fmt and a map attStmt');
  }
  if (!(authData instanceof Uint8Array)) {
    throw new RegistrationError(field, 'needs authData as a byte string');
  }
  const flags = authData[32] ?? 0;
  if (authData.length < AUTH_DATA_HEADER + 18 || (flags & FLAG_ATTESTED_CREDENTIAL) === 0) {
    throw new RegistrationError(field, 'authData carries no attested credential data');
  }
  let offset = AUTH_DATA_HEADER;
  const aaguid = authData.slice(offset, offset + 16);
  offset += 16;
  const idLength = ((authData[offset] ?? 0) << 8) | (authData[offset + 1] ?? 0);
  offset += 2;
  const credentialId = authData.slice(offset, offset + idLength);
  if (credentialId.length !== idLength || idLength === 0) {
    throw new RegistrationError(field, 'authData ends inside the credential id');
  }
  offset += idLength;
  let coseKey: CborValue;
  try {
    coseKey = decodeCborPrefix(authData.subarray(offset)).value;
  } catch (error) {
    if (error instanceof CborError) {
      throw new RegistrationError(field, `the COSE key does not decode: ${error.message}`);
    }
    throw error;
  }
  const publicKey = coseP256PublicKey(coseKey);
  const given = decode('attestation.credentialId', params.attestation.credentialId);
  if (bytesToHex(given) !== bytesToHex(credentialId)) {
    throw new RegistrationError(
      'attestation.credentialId',
      'is not the credential id in the attestation object',
    );
  }
  return {
    credentialId: base64UrlEncode(credentialId),
    publicKey,
    aaguid: formatAaguid(aaguid),
    attestationType: fmt,
  };
}
