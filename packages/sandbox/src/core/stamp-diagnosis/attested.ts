/**
 * The checks of an `X-Stamp-Attested` header: the stamp decodes as an API key stamp does, names
 * an attestation scheme, and its P-256 key signs the exact body; then its token is read. The token
 * must name the same key (a verification token's `public_key`, an OIDC token's `nonce` as the hex
 * SHA-256 of the key) and must not have expired. Whether the token itself is genuine is for the
 * platform to decide: the diagnosis holds no issuer's keys, and says so.
 */
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { sha256 } from '@noble/hashes/sha2';
import { decodeJwt } from '../../crypto/jwt';
import { ATTESTED_SCHEMES, type AttestedScheme } from '../contract';
import { checkSignature, readHeader } from './api-key';
import type { CheckLog } from './checks';

export const ATTESTED_HEADER = 'X-Stamp-Attested';
const FIELDS = ['publicKey', 'scheme', 'signature', 'publicKeyAttestation'] as const;
const TOKEN_LABEL = "The token is readable and has its scheme's claims";

const isAttestedScheme = (scheme: string): scheme is AttestedScheme =>
  (ATTESTED_SCHEMES as readonly string[]).includes(scheme);

/** The token's claims, or undefined (recorded) when it is not a JWT with a JSON payload. */
function tokenClaims(log: CheckLog, token: string): Record<string, unknown> | undefined {
  try {
    return decodeJwt(token, 'publicKeyAttestation').claims;
  } catch (error) {
    log.fail(
      'attestation_unreadable',
      'token',
      TOKEN_LABEL,
      error instanceof Error ? error.message : String(error),
    );
    return undefined;
  }
}

/** When the token expires, in milliseconds: verification tokens carry ms, OIDC tokens seconds. */
function expiryMs(scheme: AttestedScheme, exp: unknown): number | undefined {
  const value = typeof exp === 'string' && /^\d+$/.test(exp) ? Number(exp) : exp;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return scheme === 'STAMP_ATTESTED_SCHEME_P256_OIDC' ? value * 1000 : value;
}

function checkToken(
  log: CheckLog,
  scheme: AttestedScheme,
  publicKey: string,
  token: string,
  nowMs: number,
): void {
  const claims = tokenClaims(log, token);
  if (!claims) return;
  const verification = scheme === 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN';
  const claim = verification ? 'public_key' : 'nonce';
  const named = claims[claim];
  const expires = expiryMs(scheme, claims.exp);
  if (typeof named !== 'string' || named === '' || expires === undefined) {
    log.fail(
      'attestation_unreadable',
      'token',
      TOKEN_LABEL,
      `The token's payload lacks ${[typeof named === 'string' && named !== '' ? '' : claim, expires === undefined ? 'exp' : ''].filter(Boolean).join(' and ')}`,
    );
    return;
  }
  log.pass('token', TOKEN_LABEL, `${claim} and exp are present`);

  const key = publicKey.toLowerCase();
  const expected = verification ? key : bytesToHex(sha256(utf8Encode(publicKey)));
  const label = 'The token vouches for the key that signed';
  if (named.toLowerCase() !== expected) {
    log.fail(
      'attestation_other_key',
      'token-key',
      label,
      verification
        ? `The token's public_key is ${named}; the stamp's publicKey is ${key}`
        : `The token's nonce is ${named}; the SHA-256 of the stamp's publicKey is ${expected}`,
    );
    return;
  }
  log.pass('token-key', label, `${claim} matches the stamp's publicKey`);

  const expiryLabel = 'The token has not expired';
  const at = new Date(expires).toISOString();
  if (expires <= nowMs) {
    log.fail('attestation_expired', 'token-expiry', expiryLabel, `It expired at ${at}`);
    return;
  }
  log.pass('token-expiry', expiryLabel, `It expires at ${at}`);
  log.skip(
    'token-issuer',
    "The token's own signature",
    verification
      ? "Not checked here: the platform checks the verification token's signature"
      : "Not checked here: the platform checks the OIDC token against the provider's keys",
  );
}

export async function diagnoseAttestedStamp(
  log: CheckLog,
  header: string,
  body: string,
  nowMs: number,
): Promise<void> {
  const fields = readHeader(log, header, {
    name: ATTESTED_HEADER,
    holds: 'The header holds an attested stamp',
  });
  if (!fields) return;
  const missing = FIELDS.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
  const label = 'The stamp has publicKey, scheme, signature and publicKeyAttestation';
  if (missing.length > 0) {
    log.fail(
      'missing_field',
      'fields',
      label,
      `Missing or not a non-empty string: ${missing.join(', ')}`,
    );
    return;
  }
  log.pass('fields', label, 'All four are non-empty strings');
  const scheme = String(fields.scheme);
  if (!isAttestedScheme(scheme)) {
    log.fail(
      'unknown_scheme',
      'scheme',
      'The scheme is an attestation scheme the platform knows',
      `${JSON.stringify(scheme)} is not ${ATTESTED_SCHEMES.join(' or ')}`,
    );
    return;
  }
  log.pass('scheme', 'The scheme is an attestation scheme the platform knows', scheme);
  const publicKey = String(fields.publicKey);
  const signed = await checkSignature(
    log,
    'SIGNATURE_SCHEME_TK_API_P256',
    publicKey,
    String(fields.signature),
    body,
  );
  if (!signed) return;
  checkToken(log, scheme, publicKey, String(fields.publicKeyAttestation), nowMs);
}
