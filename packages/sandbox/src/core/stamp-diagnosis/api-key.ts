/**
 * The checks of an `X-Stamp` header (an API key stamp), in the order the platform's reading of
 * it implies: encoding, JSON, fields, scheme, key, signature encoding, signature, then the
 * organization. Verification itself is `apiKeySignatureVerifies` from `../stamp`, the sandbox's
 * own verifier.
 */
import {
  compressP256PublicKey,
  decompressP256PublicKey,
  derSignatureToRaw,
  rawSignatureToDer,
} from '@docs/platform-api';
import { base64UrlDecode, bytesToHex, hexToBytes, utf8Encode } from '@docs/platform-api/bytes';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { STAMP_SCHEMES, type ApiKeyStampScheme } from '../contract';
import { apiKeySignatureVerifies, isScheme } from '../stamp';
import { bodyVariants } from './body-variants';
import type { CheckLog, KnownCredentials } from './checks';

const SCHEMES = Object.keys(STAMP_SCHEMES) as ApiKeyStampScheme[];
const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const FIELDS = ['publicKey', 'scheme', 'signature'] as const;

const strictUtf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

/** Why `publicKey` is not a key of `scheme`, or undefined when it is one. */
function keyProblem(scheme: ApiKeyStampScheme, publicKey: string): string | undefined {
  if (!HEX.test(publicKey)) return 'publicKey is not hex';
  const bytes = hexToBytes(publicKey);
  try {
    if (scheme === 'SIGNATURE_SCHEME_TK_API_ED25519') {
      if (bytes.length !== 32) return `an Ed25519 key has 32 bytes; this one has ${bytes.length}`;
      ed25519.ExtendedPoint.fromHex(bytes);
      return undefined;
    }
    if (bytes.length !== 33 || (bytes[0] !== 2 && bytes[0] !== 3)) {
      return `a compressed key has 33 bytes starting 02 or 03; this one has ${bytes.length} bytes starting ${bytesToHex(bytes.subarray(0, 1)) || 'with nothing'}`;
    }
    if (scheme === 'SIGNATURE_SCHEME_TK_API_P256') decompressP256PublicKey(bytes);
    else secp256k1.ProjectivePoint.fromHex(bytes);
    return undefined;
  } catch {
    return `the bytes are not a point of the ${STAMP_SCHEMES[scheme]} curve`;
  }
}

/** The compressed form of a valid uncompressed ECDSA key of `scheme`, or undefined. */
function compressedForm(scheme: ApiKeyStampScheme, publicKey: string): string | undefined {
  if (!HEX.test(publicKey) || scheme === 'SIGNATURE_SCHEME_TK_API_ED25519') return undefined;
  const bytes = hexToBytes(publicKey);
  if (bytes.length !== 65 || bytes[0] !== 4) return undefined;
  try {
    if (scheme === 'SIGNATURE_SCHEME_TK_API_P256') {
      const compressed = compressP256PublicKey(bytes);
      const round = decompressP256PublicKey(compressed);
      return bytesToHex(round) === bytesToHex(bytes) ? bytesToHex(compressed) : undefined;
    }
    return secp256k1.ProjectivePoint.fromHex(bytes).toHex(true);
  } catch {
    return undefined;
  }
}

type SignatureShape = { ok: true } | { ok: false; der?: string; problem: string };

function signatureShape(scheme: ApiKeyStampScheme, signature: string): SignatureShape {
  if (!HEX.test(signature)) return { ok: false, problem: 'signature is not hex' };
  const bytes = hexToBytes(signature);
  if (scheme === 'SIGNATURE_SCHEME_TK_API_ED25519') {
    return bytes.length === 64
      ? { ok: true }
      : {
          ok: false,
          problem: `an Ed25519 signature has 64 bytes; this one has ${bytes.length}${bytes[0] === 0x30 ? ' and looks like DER, which Ed25519 does not use' : ''}`,
        };
  }
  try {
    derSignatureToRaw(bytes);
    return { ok: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (bytes.length === 64) {
      return { ok: false, der: bytesToHex(rawSignatureToDer(bytes)), problem: reason };
    }
    return { ok: false, problem: `${reason} (${bytes.length} bytes)` };
  }
}

/** A scheme other than `named` under which the signature verifies over `bytes`, if any. */
async function otherSchemeThatVerifies(
  named: ApiKeyStampScheme,
  publicKey: string,
  signature: string,
  bytes: Uint8Array,
): Promise<ApiKeyStampScheme | undefined> {
  for (const scheme of SCHEMES) {
    if (scheme === named || keyProblem(scheme, publicKey) !== undefined) continue;
    if (await apiKeySignatureVerifies(scheme, publicKey, signature, bytes)) return scheme;
  }
  return undefined;
}

/** A base64url-JSON stamp header: its name, and what the check of its kind is called. */
export interface Base64UrlHeader {
  name: string;
  holds: string;
}

const X_STAMP: Base64UrlHeader = { name: 'X-Stamp', holds: 'The header holds an API key stamp' };

/** Decodes the header into its fields; records the checks and returns undefined on failure. */
export function readHeader(
  log: CheckLog,
  header: string,
  { name, holds }: Base64UrlHeader = X_STAMP,
): Record<string, unknown> | undefined {
  const trimmed = header.trim();
  if (trimmed.startsWith('{')) {
    const webauthn = /clientDataJson|authenticatorData/i.test(trimmed);
    if (webauthn) {
      log.fail(
        'wrong_header',
        'header-kind',
        holds,
        `${name} holds JSON with passkey fields (clientDataJson, authenticatorData): that is an X-Stamp-WebAuthn value`,
      );
      return undefined;
    }
    log.fail(
      'not_base64url',
      'base64url',
      `${name} is base64url`,
      `${name} holds plain JSON; the platform expects that JSON encoded as base64url`,
    );
    return undefined;
  }
  log.pass('header-kind', holds, `${name} is not plain JSON`);
  const bad = /[^A-Za-z0-9_=-]/.exec(trimmed);
  if (
    bad ||
    trimmed === '' ||
    trimmed.replace(/=+$/, '').length % 4 === 1 ||
    /=[^=]/.test(trimmed)
  ) {
    const standard = /[+/]/.test(trimmed);
    log.fail(
      'not_base64url',
      'base64url',
      `${name} is base64url`,
      trimmed === ''
        ? `${name} is empty`
        : standard
          ? `${name} contains "+" or "/": it is standard base64, not base64url`
          : bad
            ? `${name} contains ${JSON.stringify(bad[0])} at position ${bad.index}, which base64url does not use`
            : `${name} has a length no base64url text has: it was cut short`,
    );
    return undefined;
  }
  log.pass('base64url', `${name} is base64url`, `${trimmed.length} characters of base64url`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strictUtf8(base64UrlDecode(trimmed)));
  } catch {
    log.fail(
      'not_json',
      'json',
      'The decoded stamp is a JSON object',
      'The base64url decodes to bytes that are not UTF-8 JSON',
    );
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    log.fail(
      'not_json',
      'json',
      'The decoded stamp is a JSON object',
      `The decoded stamp is JSON, but ${Array.isArray(parsed) ? 'an array' : `a ${parsed === null ? 'null' : typeof parsed}`}, not an object`,
    );
    return undefined;
  }
  log.pass(
    'json',
    'The decoded stamp is a JSON object',
    `Fields: ${Object.keys(parsed).join(', ') || 'none'}`,
  );
  return parsed as Record<string, unknown>;
}

export async function diagnoseApiKeyStamp(
  log: CheckLog,
  header: string,
  body: string,
  known: KnownCredentials | undefined,
): Promise<void> {
  const fields = readHeader(log, header);
  if (!fields) return;

  const missing = FIELDS.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
  if (missing.length > 0) {
    const near = Object.keys(fields).filter(
      (key) =>
        !FIELDS.some((name) => name === key) &&
        missing.some((name) => name.toLowerCase() === key.toLowerCase().replace(/_/g, '')),
    );
    log.fail(
      'missing_field',
      'fields',
      'The stamp has publicKey, scheme and signature',
      `Missing or not a non-empty string: ${missing.join(', ')}${near.length > 0 ? ` (found ${near.join(', ')}: field names are case-sensitive)` : ''}`,
    );
    return;
  }
  const publicKey = String(fields.publicKey);
  const scheme = String(fields.scheme);
  const signature = String(fields.signature);
  log.pass(
    'fields',
    'The stamp has publicKey, scheme and signature',
    'All three are non-empty strings',
  );

  if (typeof fields.publicKeyAttestation === 'string' || scheme.startsWith('STAMP_ATTESTED_')) {
    log.fail(
      'wrong_header',
      'scheme',
      'The scheme is one the platform knows',
      `${scheme} with publicKeyAttestation is an attested stamp: send it as X-Stamp-Attested`,
    );
    return;
  }
  if (!isScheme(scheme)) {
    const close = SCHEMES.find((known) => known.toLowerCase() === scheme.trim().toLowerCase());
    log.fail(
      'unknown_scheme',
      'scheme',
      'The scheme is one the platform knows',
      `${JSON.stringify(scheme)} is not ${SCHEMES.join(', ')}${close ? `; did you mean ${close}?` : ''}`,
    );
    return;
  }
  log.pass('scheme', 'The scheme is one the platform knows', scheme);

  if (!(await checkSignature(log, scheme, publicKey, signature, body))) return;
  checkOrganization(log, scheme, publicKey.toLowerCase(), known);
}

/**
 * The checks of a stamp's key and signature under `scheme`: the key, the signature's encoding,
 * and the signature over the exact body (or a re-serialization of it). True when all pass.
 */
export async function checkSignature(
  log: CheckLog,
  scheme: ApiKeyStampScheme,
  publicKey: string,
  signature: string,
  body: string,
): Promise<boolean> {
  const bytes = utf8Encode(body);
  const problem = keyProblem(scheme, publicKey);
  if (problem) {
    const compressed = compressedForm(scheme, publicKey);
    if (compressed) {
      const verifies = await apiKeySignatureVerifies(scheme, compressed, signature, bytes);
      log.fail(
        'uncompressed_public_key',
        'public-key',
        `publicKey is a ${STAMP_SCHEMES[scheme]} key`,
        `The key is uncompressed; its compressed form is ${compressed}, with which the signature ${verifies ? 'verifies' : 'still does not verify'}`,
      );
      return false;
    }
    const other = await otherSchemeThatVerifies(scheme, publicKey, signature, bytes);
    if (other) {
      log.fail(
        'scheme_mismatch',
        'public-key',
        `publicKey is a ${STAMP_SCHEMES[scheme]} key`,
        `Not a key of ${scheme} (${problem}), but the signature verifies as ${other}`,
      );
      return false;
    }
    log.fail(
      'bad_public_key',
      'public-key',
      `publicKey is a ${STAMP_SCHEMES[scheme]} key`,
      problem,
    );
    return false;
  }
  log.pass('public-key', `publicKey is a ${STAMP_SCHEMES[scheme]} key`, publicKey.toLowerCase());

  const shape = signatureShape(scheme, signature);
  if (!shape.ok) {
    if (shape.der !== undefined) {
      const verifies = await apiKeySignatureVerifies(scheme, publicKey, shape.der, bytes);
      log.fail(
        'raw_signature',
        'signature-encoding',
        'The signature is encoded as the scheme requires',
        `64 bytes of raw r‖s; as DER it is ${shape.der}, which ${verifies ? 'verifies over the body' : 'does not verify over the body either'}`,
      );
      return false;
    }
    log.fail(
      'bad_signature_encoding',
      'signature-encoding',
      'The signature is encoded as the scheme requires',
      shape.problem,
    );
    return false;
  }
  log.pass(
    'signature-encoding',
    'The signature is encoded as the scheme requires',
    scheme === 'SIGNATURE_SCHEME_TK_API_ED25519' ? '64 bytes' : 'DER SEQUENCE of r and s',
  );

  if (!(await apiKeySignatureVerifies(scheme, publicKey, signature, bytes))) {
    const label = 'The signature verifies over the exact body';
    const other = await otherSchemeThatVerifies(scheme, publicKey, signature, bytes);
    if (other) {
      log.fail('scheme_mismatch', 'signature', label, `It verifies as ${other}, not as ${scheme}`);
      return false;
    }
    for (const variant of bodyVariants(body)) {
      if (await apiKeySignatureVerifies(scheme, publicKey, signature, utf8Encode(variant.text))) {
        log.fail(
          'body_reserialized',
          'signature',
          label,
          `It verifies over ${variant.description}, not over the ${bytes.length} bytes sent`,
        );
        return false;
      }
    }
    log.fail(
      'signature_mismatch',
      'signature',
      label,
      `It verifies neither over the ${bytes.length} bytes sent nor over ${bodyVariants(body).length} common re-serializations of them`,
    );
    return false;
  }
  log.pass('signature', 'The signature verifies over the exact body', `${bytes.length} bytes`);
  return true;
}

function checkOrganization(
  log: CheckLog,
  scheme: ApiKeyStampScheme,
  publicKey: string,
  known: KnownCredentials | undefined,
): void {
  const label = 'The key belongs to the organization';
  if (!known) {
    log.skip('organization', label, 'No organization was given');
    return;
  }
  const matches = known.apiKeys.filter((key) => key.publicKey.toLowerCase() === publicKey);
  const key = matches.find((candidate) => candidate.curveType === STAMP_SCHEMES[scheme]);
  if (!key) {
    log.fail(
      'key_not_in_organization',
      'organization',
      label,
      matches[0]
        ? `Organization ${known.organizationId} has this public key as ${matches[0].curveType}, not ${STAMP_SCHEMES[scheme]}`
        : `Organization ${known.organizationId} has no API key ${publicKey}`,
    );
    return;
  }
  if (key.expired) {
    log.fail('key_expired', 'organization', label, `API key ${key.apiKeyId} has expired`);
    return;
  }
  log.pass('organization', label, `API key ${key.apiKeyId} of ${known.organizationId}`);
}
