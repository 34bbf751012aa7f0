/**
 * The sandbox OIDC issuer: it mints ES256 ID tokens for any subject, audience and nonce
 * (`POST /sandbox/v1/oidc/token`) and publishes its key as a JWKS (`GET /sandbox/v1/oidc/jwks`).
 * oauth_login and oauth accept its tokens only: the sandbox never fetches another issuer's keys.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { base64UrlEncode, bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { CryptoInputError } from '../../crypto/errors';
import { decodeJwt, signJwt, verifyJwtSignature } from '../../crypto/jwt';
import { SandboxError } from '../errors';
import type { SandboxKey } from './keys';

/** The `iss` of the sandbox's tokens. `.invalid` is a reserved name: it never resolves. */
export const SANDBOX_OIDC_ISSUER = 'https://oidc.sandbox.invalid';
/** Lifetime of a minted token when the request does not say. */
export const DEFAULT_OIDC_TOKEN_SECONDS = 3600;

export interface OidcClaims {
  iss: string;
  sub: string;
  aud: string;
  nonce?: string;
  email?: string;
  iat: number;
  exp: number;
}

const keyId = (key: SandboxKey) => bytesToHex(sha256(utf8Encode(key.publicKey))).slice(0, 16);

export function jwks(key: SandboxKey) {
  const point = p256.ProjectivePoint.fromHex(key.publicKey).toRawBytes(false);
  return {
    keys: [
      {
        kty: 'EC',
        crv: 'P-256',
        x: base64UrlEncode(point.slice(1, 33)),
        y: base64UrlEncode(point.slice(33)),
        kid: keyId(key),
        alg: 'ES256',
        use: 'sig',
      },
    ],
  };
}

export function mintOidcToken(
  key: SandboxKey,
  request: { sub: string; aud: string; nonce?: string; email?: string; expiresInSeconds?: number },
  nowMs: number,
): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: OidcClaims = {
    iss: SANDBOX_OIDC_ISSUER,
    sub: request.sub,
    aud: request.aud,
    ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
    ...(request.email !== undefined ? { email: request.email } : {}),
    iat,
    exp: iat + (request.expiresInSeconds ?? DEFAULT_OIDC_TOKEN_SECONDS),
  };
  return signJwt({ ...claims }, key.privateKey, 'single', { kid: keyId(key) });
}

/** The nonce a login expects in the token: hex SHA-256 of the client's public key (hex text). */
export const loginNonce = (publicKey: string) => bytesToHex(sha256(utf8Encode(publicKey)));

const rejected = (code: string, message: string) =>
  new SandboxError('UNAUTHENTICATED', code, `oidcToken: ${message}`);

/**
 * The claims of a token the sandbox issuer signed, still valid at `nowMs`, whose nonce is
 * `expectedNonce` when one is given; otherwise UNAUTHENTICATED saying what is wrong.
 */
export function verifyOidcToken(
  token: string,
  key: SandboxKey,
  nowMs: number,
  expectedNonce?: string,
): OidcClaims {
  let decoded;
  try {
    decoded = decodeJwt(token, 'the OIDC token');
  } catch (error) {
    if (error instanceof CryptoInputError) throw rejected('OIDC_TOKEN_MALFORMED', error.message);
    throw error;
  }
  const { claims } = decoded;
  if (claims.iss !== SANDBOX_OIDC_ISSUER) {
    throw rejected(
      'OIDC_ISSUER_UNSUPPORTED',
      `the sandbox accepts tokens from its own issuer ${SANDBOX_OIDC_ISSUER} only (POST /sandbox/v1/oidc/token mints them); received iss ${JSON.stringify(claims.iss)}`,
    );
  }
  const publicKey = p256.ProjectivePoint.fromHex(key.publicKey).toRawBytes(false);
  if (!verifyJwtSignature(decoded, publicKey, 'single')) {
    throw rejected(
      'OIDC_TOKEN_SIGNATURE_INVALID',
      'the signature does not verify against the sandbox issuer key',
    );
  }
  for (const field of ['sub', 'aud'] as const) {
    if (typeof claims[field] !== 'string' || claims[field] === '') {
      throw rejected('OIDC_TOKEN_MALFORMED', `the claim ${field} is missing`);
    }
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) {
    throw rejected('OIDC_TOKEN_EXPIRED', 'the token has expired');
  }
  if (expectedNonce !== undefined && claims.nonce !== expectedNonce) {
    throw rejected(
      'OIDC_NONCE_MISMATCH',
      'the nonce is not the SHA-256 (hex) of the public key this request sends',
    );
  }
  return claims as unknown as OidcClaims;
}
