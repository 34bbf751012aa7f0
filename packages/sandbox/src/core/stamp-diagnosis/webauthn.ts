/**
 * The checks of an `X-Stamp-WebAuthn` header (a passkey stamp): JSON, fields, base64url, client
 * data, challenge against the body, signature encoding, then the credential and its signature in
 * the organization. The challenge and the signature are checked with the sandbox's own
 * `../webauthn/assertion` helpers.
 */
import { derSignatureToRaw } from '@docs/platform-api';
import { base64UrlDecode, base64UrlEncode, utf8Encode } from '@docs/platform-api/bytes';
import { sha256 } from '@noble/hashes/sha2';
import {
  assertionVerifies,
  readBase64UrlField,
  webAuthnChallengeFor,
  type WebAuthnAssertion,
} from '../webauthn/assertion';
import { bodyVariants } from './body-variants';
import type { CheckLog, KnownCredentials } from './checks';

const FIELDS = ['authenticatorData', 'clientDataJson', 'credentialId', 'signature'] as const;
type Field = (typeof FIELDS)[number];

const strictUtf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

/** Whether `header` is an API key stamp: base64url of JSON with a scheme. */
function looksLikeApiKeyStamp(header: string): boolean {
  try {
    const parsed: unknown = JSON.parse(strictUtf8(base64UrlDecode(header.trim())));
    return typeof parsed === 'object' && parsed !== null && 'scheme' in parsed;
  } catch {
    return false;
  }
}

function readFields(log: CheckLog, header: string): Record<Field, Uint8Array> | undefined {
  if (looksLikeApiKeyStamp(header)) {
    log.fail(
      'wrong_header',
      'header-kind',
      'The header holds a passkey stamp',
      'X-Stamp-WebAuthn holds base64url JSON with a scheme: that is an X-Stamp value',
    );
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    let encoded = false;
    try {
      JSON.parse(strictUtf8(base64UrlDecode(header.trim())));
      encoded = true;
    } catch {
      // Neither JSON nor encoded JSON: the plain failure below says so.
    }
    log.fail(
      'not_json',
      'json',
      'X-Stamp-WebAuthn is a JSON object',
      encoded
        ? 'The header is base64url-encoded JSON; a passkey stamp is sent as the JSON itself'
        : 'The header is not JSON',
    );
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    log.fail(
      'not_json',
      'json',
      'X-Stamp-WebAuthn is a JSON object',
      'The header is JSON but not an object',
    );
    return undefined;
  }
  log.pass('header-kind', 'The header holds a passkey stamp', 'X-Stamp-WebAuthn is JSON');
  log.pass(
    'json',
    'X-Stamp-WebAuthn is a JSON object',
    `Fields: ${Object.keys(parsed).join(', ') || 'none'}`,
  );

  const record = parsed as Record<string, unknown>;
  const missing = FIELDS.filter((name) => typeof record[name] !== 'string' || record[name] === '');
  if (missing.length > 0) {
    const near = Object.keys(record).filter(
      (key) =>
        !FIELDS.some((name) => name === key) &&
        missing.some((name) => name.toLowerCase() === key.toLowerCase()),
    );
    log.fail(
      'missing_field',
      'fields',
      'The stamp has authenticatorData, clientDataJson, credentialId and signature',
      `Missing or not a non-empty string: ${missing.join(', ')}${near.length > 0 ? ` (found ${near.join(', ')}: field names are case-sensitive)` : ''}`,
    );
    return undefined;
  }
  log.pass(
    'fields',
    'The stamp has authenticatorData, clientDataJson, credentialId and signature',
    'All four are non-empty strings',
  );

  const decoded: Partial<Record<Field, Uint8Array>> = {};
  for (const name of FIELDS) {
    const bytes = readBase64UrlField(String(record[name]));
    if (!bytes) {
      log.fail(
        'not_base64url',
        'base64url',
        'Each field is base64url',
        `${name} is not base64url${/[+/]/.test(String(record[name])) ? ' (it contains "+" or "/": standard base64)' : ''}`,
      );
      return undefined;
    }
    decoded[name] = bytes;
  }
  log.pass('base64url', 'Each field is base64url', 'All four decode');
  return decoded as Record<Field, Uint8Array>;
}

export async function diagnoseWebAuthnStamp(
  log: CheckLog,
  header: string,
  body: string,
  known: KnownCredentials | undefined,
): Promise<void> {
  const fields = readFields(log, header);
  if (!fields) return;

  const clientLabel = 'clientDataJson is the client data of an assertion';
  let clientData: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(strictUtf8(fields.clientDataJson));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
    clientData = parsed as Record<string, unknown>;
  } catch {
    log.fail(
      'not_json',
      'client-data',
      clientLabel,
      'clientDataJson does not decode to a JSON object',
    );
    return;
  }
  if (clientData.type !== 'webauthn.get') {
    log.fail(
      'webauthn_not_assertion',
      'client-data',
      clientLabel,
      `Its type is ${JSON.stringify(clientData.type)}, not "webauthn.get"${clientData.type === 'webauthn.create' ? ': this is a registration' : ''}`,
    );
    return;
  }
  if (fields.authenticatorData.length < 37) {
    log.fail(
      'webauthn_not_assertion',
      'client-data',
      clientLabel,
      `authenticatorData has ${fields.authenticatorData.length} bytes; an assertion's has at least 37`,
    );
    return;
  }
  log.pass('client-data', clientLabel, 'type webauthn.get');

  const challengeLabel = "The challenge is this body's";
  const expected = webAuthnChallengeFor(utf8Encode(body));
  const challenge =
    typeof clientData.challenge === 'string' ? clientData.challenge.replace(/=+$/, '') : '';
  if (challenge !== expected) {
    const variant = bodyVariants(body).find(
      (candidate) => webAuthnChallengeFor(utf8Encode(candidate.text)) === challenge,
    );
    if (variant) {
      log.fail(
        'body_reserialized',
        'challenge',
        challengeLabel,
        `The challenge is that of ${variant.description}, not of the bytes sent`,
      );
      return;
    }
    const rawDigest = base64UrlEncode(sha256(utf8Encode(body)));
    log.fail(
      'webauthn_challenge_mismatch',
      'challenge',
      challengeLabel,
      challenge === rawDigest
        ? "The challenge is the body's raw SHA-256 digest; the platform expects the hex digest as text"
        : `Expected ${expected}, found ${challenge === '' ? 'no challenge' : challenge}`,
    );
    return;
  }
  log.pass('challenge', challengeLabel, expected);

  const encodingLabel = 'The signature is DER';
  try {
    derSignatureToRaw(fields.signature);
  } catch (error) {
    const raw = fields.signature.length === 64;
    log.fail(
      raw ? 'raw_signature' : 'bad_signature_encoding',
      'signature-encoding',
      encodingLabel,
      raw
        ? '64 bytes of raw r‖s; authenticators return DER'
        : error instanceof Error
          ? error.message
          : String(error),
    );
    return;
  }
  log.pass('signature-encoding', encodingLabel, `${fields.signature.length} bytes`);

  const credentialId = base64UrlEncode(fields.credentialId);
  const credentialLabel = 'The credential belongs to the organization';
  if (!known) {
    log.fail(
      'needs_organization',
      'organization',
      credentialLabel,
      `Credential ${credentialId}: without an organization there is no public key to verify the signature with`,
    );
    return;
  }
  const candidates = known.authenticators.filter((item) => item.credentialId === credentialId);
  if (candidates.length === 0) {
    log.fail(
      'key_not_in_organization',
      'organization',
      credentialLabel,
      `Organization ${known.organizationId} has no passkey with credential id ${credentialId}`,
    );
    return;
  }
  log.pass(
    'organization',
    credentialLabel,
    `Authenticator ${candidates.map((item) => item.authenticatorId).join(', ')}`,
  );

  const assertion: WebAuthnAssertion = {
    credentialId,
    authenticatorData: fields.authenticatorData,
    clientDataJson: fields.clientDataJson,
    signature: fields.signature,
  };
  for (const candidate of candidates) {
    if (await assertionVerifies(assertion, candidate.publicKey)) {
      log.pass(
        'signature',
        'The signature verifies with the passkey',
        `Public key ${candidate.publicKey}`,
      );
      return;
    }
  }
  log.fail(
    'signature_mismatch',
    'signature',
    'The signature verifies with the passkey',
    `It does not verify with the registered public key${candidates.length > 1 ? 's' : ''} of credential ${credentialId}`,
  );
}
