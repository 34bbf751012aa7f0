/**
 * One crafted request per thing a stamp can be wrong about, made with fresh keys: P-256 stamps
 * by the published `@turnkey/api-key-stamper`, secp256k1 and Ed25519 ones as the platform's
 * other stampers sign, passkey stamps by the software authenticator of the WebAuthn tests. The
 * unit tests diagnose them directly; `write-corpus.ts` freezes them into `corpus.json`, which the
 * endpoint test and the page's browser test both evaluate.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { ed25519 } from '@noble/curves/ed25519';
import { p256 } from '@noble/curves/p256';
import { secp256k1 } from '@noble/curves/secp256k1';
import { base64UrlEncode, bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { sha256 } from '@noble/hashes/sha2';
import { hashMessage } from 'viem';
import { newP256KeyPair } from '../../../node/keys';
import { secureRandom } from '../../random';
import { SoftwareAuthenticator } from '../../webauthn/__tests__/software-authenticator';
import type { StampVerdict } from '../verdicts';

export interface StampCase {
  name: string;
  verdict: StampVerdict;
  body: string;
  headers: Record<string, string>;
  /**
   * Diagnose against an organization: one holding `publicKey` (an API key of `curveType`, or a
   * passkey when `credentialId` is set) if `holdsKey`, else one whose only key is another.
   */
  organization?: {
    holdsKey: boolean;
    publicKey: string;
    curveType: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
    credentialId?: string;
  };
}

const request = {
  type: 'ACTIVITY_TYPE_CREATE_WALLET',
  timestampMs: '1767225600000',
  organizationId: '4c5b3a2e-1f0d-4e9c-8b7a-6f5e4d3c2b1a',
  parameters: { walletName: 'Treasury ✓', accounts: [] },
};
export const BODY = JSON.stringify(request);
const PRETTY = JSON.stringify(request, null, 2);

const encode = (value: unknown) => base64UrlEncode(utf8Encode(JSON.stringify(value)));

async function p256Stamp(body: string) {
  const keys = newP256KeyPair(secureRandom);
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  const { stampHeaderName, stampHeaderValue } = await stamper.stamp(body);
  const stamp = JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(atob(stampHeaderValue.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    ),
  ) as { publicKey: string; scheme: string; signature: string };
  return { keys, stampHeaderName, stampHeaderValue, stamp };
}

function secp256k1Stamp(body: string) {
  const privateKey = secp256k1.utils.randomPrivateKey();
  const digest = hashMessage({ raw: utf8Encode(body) }).slice(2);
  return {
    publicKey: bytesToHex(secp256k1.getPublicKey(privateKey, true)),
    scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
    signature: secp256k1.sign(digest, privateKey).toHex('der'),
  };
}

function ed25519Stamp(body: string) {
  const privateKey = ed25519.utils.randomPrivateKey();
  return {
    publicKey: bytesToHex(ed25519.getPublicKey(privateKey)),
    scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
    signature: bytesToHex(ed25519.sign(utf8Encode(body), privateKey)),
  };
}

/**
 * A JWT with `claims`, shaped as the platform's tokens are; its signature is filler, since the
 * diagnosis reads the claims and leaves the token's own signature to the platform.
 */
const token = (claims: Record<string, unknown>) =>
  [encode({ alg: 'ES256', typ: 'JWT' }), encode(claims), base64UrlEncode(new Uint8Array(64))].join(
    '.',
  );

/** 2100-01-01, and 2001-09-09: an expiry still ahead and one long past. */
const FUTURE_MS = 4_102_444_800_000;
const PAST_MS = 1_000_000_000_000;

/** Standard base64 of `stamp`'s JSON, with a note field grown until a "+" or "/" appears. */
function standardBase64(stamp: object): string {
  const encoded = (note: string) =>
    btoa(String.fromCharCode(...utf8Encode(JSON.stringify({ ...stamp, note }))));
  let note = '?';
  while (!/[+/]/.test(encoded(note))) note += '?';
  return encoded(note);
}

export async function craftCases(): Promise<StampCase[]> {
  const good = await p256Stamp(BODY);
  const other = await p256Stamp(BODY);
  const secp = secp256k1Stamp(BODY);
  const edwards = ed25519Stamp(BODY);
  const reserialized = await p256Stamp(BODY);
  const prettyBody = PRETTY;
  const forOtherBody = await p256Stamp(JSON.stringify({ ...request, timestampMs: '1' }));
  const raw = p256.Signature.fromHex(good.stamp.signature, 'der').toCompactHex();
  const uncompressed = bytesToHex(p256.getPublicKey(good.keys.privateKey, false));
  const passkey = new SoftwareAuthenticator();
  const passkeyStamp = JSON.parse(passkey.stampFor(BODY)) as Record<string, string>;
  const registration = passkey.registration(base64UrlEncode(new Uint8Array(32)));
  const xStamp = (value: unknown) => ({ 'X-Stamp': encode(value) });
  const attested = (scheme: string, publicKeyAttestation: string) => ({
    'X-Stamp-Attested': encode({
      publicKeyAttestation,
      scheme,
      publicKey: good.stamp.publicKey,
      signature: good.stamp.signature,
    }),
  });
  const verificationToken = (publicKey: string, expMs: number) =>
    token({
      id: 'b7d6c5e4-0000-4000-8000-000000000001',
      verification_type: 'OTP_TYPE_EMAIL',
      contact: 'reader@example.com',
      organization_id: request.organizationId,
      public_key: publicKey,
      exp: String(expMs),
    });
  const BY_CODE = 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN';
  const BY_OIDC = 'STAMP_ATTESTED_SCHEME_P256_OIDC';

  return [
    {
      name: 'P-256, @turnkey/api-key-stamper',
      verdict: 'valid',
      body: BODY,
      headers: { [good.stampHeaderName]: good.stampHeaderValue },
    },
    {
      name: 'secp256k1 over the EIP-191 digest',
      verdict: 'valid',
      body: BODY,
      headers: xStamp(secp),
    },
    { name: 'Ed25519', verdict: 'valid', body: BODY, headers: xStamp(edwards) },
    {
      name: 'no stamp header',
      verdict: 'missing_header',
      body: BODY,
      headers: { 'Content-Type': 'application/json' },
    },
    {
      name: 'passkey stamp under X-Stamp',
      verdict: 'wrong_header',
      body: BODY,
      headers: { 'X-Stamp': JSON.stringify(passkeyStamp) },
    },
    {
      name: 'API key stamp under X-Stamp-WebAuthn',
      verdict: 'wrong_header',
      body: BODY,
      headers: { 'X-Stamp-WebAuthn': good.stampHeaderValue },
    },
    {
      name: 'standard base64 instead of base64url',
      verdict: 'not_base64url',
      body: BODY,
      headers: { 'X-Stamp': standardBase64(good.stamp) },
    },
    {
      name: 'the stamp JSON without base64url',
      verdict: 'not_base64url',
      body: BODY,
      headers: { 'X-Stamp': JSON.stringify(good.stamp) },
    },
    {
      name: 'base64url of text that is not JSON',
      verdict: 'not_json',
      body: BODY,
      headers: { 'X-Stamp': base64UrlEncode(utf8Encode('publicKey=02ab')) },
    },
    { name: 'a JSON array', verdict: 'not_json', body: BODY, headers: xStamp([good.stamp]) },
    {
      name: 'public_key instead of publicKey',
      verdict: 'missing_field',
      body: BODY,
      headers: xStamp({
        public_key: good.stamp.publicKey,
        scheme: good.stamp.scheme,
        signature: good.stamp.signature,
      }),
    },
    {
      name: 'no scheme',
      verdict: 'missing_field',
      body: BODY,
      headers: xStamp({ publicKey: good.stamp.publicKey, signature: good.stamp.signature }),
    },
    {
      name: 'a misspelled scheme',
      verdict: 'unknown_scheme',
      body: BODY,
      headers: xStamp({ ...good.stamp, scheme: 'SIGNATURE_SCHEME_TK_API_P256K1' }),
    },
    {
      name: 'Ed25519 key and signature named P-256',
      verdict: 'scheme_mismatch',
      body: BODY,
      headers: xStamp({ ...edwards, scheme: 'SIGNATURE_SCHEME_TK_API_P256' }),
    },
    {
      name: 'secp256k1 key and signature named P-256',
      verdict: 'scheme_mismatch',
      body: BODY,
      headers: xStamp({ ...secp, scheme: 'SIGNATURE_SCHEME_TK_API_P256' }),
    },
    {
      name: 'a public key that is no point',
      verdict: 'bad_public_key',
      body: BODY,
      headers: xStamp({ ...good.stamp, publicKey: `02${'ff'.repeat(32)}` }),
    },
    {
      name: 'an uncompressed P-256 key',
      verdict: 'uncompressed_public_key',
      body: BODY,
      headers: xStamp({ ...good.stamp, publicKey: uncompressed }),
    },
    {
      name: 'a base64 signature',
      verdict: 'bad_signature_encoding',
      body: BODY,
      headers: xStamp({
        ...good.stamp,
        signature: base64UrlEncode(utf8Encode(good.stamp.signature)),
      }),
    },
    {
      name: 'a truncated DER signature',
      verdict: 'bad_signature_encoding',
      body: BODY,
      headers: xStamp({ ...good.stamp, signature: good.stamp.signature.slice(0, -4) }),
    },
    {
      name: 'raw r‖s instead of DER',
      verdict: 'raw_signature',
      body: BODY,
      headers: xStamp({ ...good.stamp, signature: raw }),
    },
    {
      name: 'a stamp of another body',
      verdict: 'signature_mismatch',
      body: BODY,
      headers: { 'X-Stamp': forOtherBody.stampHeaderValue },
    },
    {
      name: "another key's signature",
      verdict: 'signature_mismatch',
      body: BODY,
      headers: xStamp({ ...good.stamp, publicKey: other.stamp.publicKey }),
    },
    {
      name: 'signed compact, sent indented',
      verdict: 'body_reserialized',
      body: prettyBody,
      headers: { 'X-Stamp': reserialized.stampHeaderValue },
    },
    {
      name: 'signed with a final line break, sent without',
      verdict: 'body_reserialized',
      body: BODY,
      headers: { 'X-Stamp': (await p256Stamp(`${BODY}\n`)).stampHeaderValue },
    },
    {
      name: 'a passkey stamp without an organization',
      verdict: 'needs_organization',
      body: BODY,
      headers: { 'X-Stamp-WebAuthn': JSON.stringify(passkeyStamp) },
    },
    {
      name: 'a passkey stamp, base64url-encoded',
      verdict: 'not_json',
      body: BODY,
      headers: { 'X-Stamp-WebAuthn': encode(passkeyStamp) },
    },
    {
      name: 'clientDataJSON spelled as the browser does',
      verdict: 'missing_field',
      body: BODY,
      headers: {
        'X-Stamp-WebAuthn': JSON.stringify({
          ...passkeyStamp,
          clientDataJson: undefined,
          clientDataJSON: passkeyStamp.clientDataJson,
        }),
      },
    },
    {
      name: 'a registration instead of an assertion',
      verdict: 'webauthn_not_assertion',
      body: BODY,
      headers: {
        'X-Stamp-WebAuthn': JSON.stringify({
          ...passkeyStamp,
          clientDataJson: registration.attestation.clientDataJson,
        }),
      },
    },
    {
      name: 'a passkey stamp of another body',
      verdict: 'webauthn_challenge_mismatch',
      body: BODY,
      headers: { 'X-Stamp-WebAuthn': passkey.stampFor(PRETTY.replace('Treasury', 'Payroll')) },
    },
    {
      name: 'a passkey stamp of the compact body, sent indented',
      verdict: 'body_reserialized',
      body: prettyBody,
      headers: { 'X-Stamp-WebAuthn': JSON.stringify(passkeyStamp) },
    },
    {
      name: 'a valid stamp, key in the organization',
      verdict: 'valid',
      body: BODY,
      headers: { 'X-Stamp': good.stampHeaderValue },
      organization: {
        holdsKey: true,
        publicKey: good.keys.publicKey,
        curveType: 'API_KEY_CURVE_P256',
      },
    },
    {
      name: 'a valid stamp, key of another organization',
      verdict: 'key_not_in_organization',
      body: BODY,
      headers: { 'X-Stamp': good.stampHeaderValue },
      organization: {
        holdsKey: false,
        publicKey: good.keys.publicKey,
        curveType: 'API_KEY_CURVE_P256',
      },
    },
    {
      name: 'an attested stamp with its verification token',
      verdict: 'valid',
      body: BODY,
      headers: attested(BY_CODE, verificationToken(good.stamp.publicKey, FUTURE_MS)),
    },
    {
      name: 'an attested stamp with an OIDC token for its key',
      verdict: 'valid',
      body: BODY,
      headers: attested(
        BY_OIDC,
        token({
          iss: 'https://accounts.example.com',
          sub: 'reader',
          aud: 'docs-app',
          nonce: bytesToHex(sha256(utf8Encode(good.stamp.publicKey))),
          exp: FUTURE_MS / 1000,
        }),
      ),
    },
    {
      name: 'an attested stamp sent as X-Stamp',
      verdict: 'wrong_header',
      body: BODY,
      headers: {
        'X-Stamp': attested(BY_CODE, verificationToken(good.stamp.publicKey, FUTURE_MS))[
          'X-Stamp-Attested'
        ],
      },
    },
    {
      name: 'an attested stamp whose token is not a JWT',
      verdict: 'attestation_unreadable',
      body: BODY,
      headers: attested(BY_CODE, 'not-a-token'),
    },
    {
      name: 'a verification token bound to another key',
      verdict: 'attestation_other_key',
      body: BODY,
      headers: attested(BY_CODE, verificationToken(other.stamp.publicKey, FUTURE_MS)),
    },
    {
      name: 'an OIDC token whose nonce is the key itself, not its hash',
      verdict: 'attestation_other_key',
      body: BODY,
      headers: attested(
        BY_OIDC,
        token({ sub: 'reader', nonce: good.stamp.publicKey, exp: FUTURE_MS / 1000 }),
      ),
    },
    {
      name: 'an expired verification token',
      verdict: 'attestation_expired',
      body: BODY,
      headers: attested(BY_CODE, verificationToken(good.stamp.publicKey, PAST_MS)),
    },
    {
      name: 'an attested stamp of another body',
      verdict: 'signature_mismatch',
      body: JSON.stringify({ ...request, timestampMs: '2' }),
      headers: attested(BY_CODE, verificationToken(good.stamp.publicKey, FUTURE_MS)),
    },
    {
      name: 'a passkey the organization does not have',
      verdict: 'key_not_in_organization',
      body: BODY,
      headers: { 'X-Stamp-WebAuthn': JSON.stringify(passkeyStamp) },
      organization: {
        holdsKey: false,
        publicKey: passkey.publicKey,
        curveType: 'API_KEY_CURVE_P256',
        credentialId: passkey.credentialId,
      },
    },
  ];
}
