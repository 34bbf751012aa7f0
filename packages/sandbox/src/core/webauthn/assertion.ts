/**
 * `X-Stamp-Webauthn`: a passkey assertion over the request. `@turnkey/webauthn-stamper` sends
 * the header as plain JSON `{ authenticatorData, clientDataJson, credentialId, signature }`, each
 * base64url. The challenge it asks the authenticator to sign is the UTF-8 text of the hex SHA-256
 * of the exact body, so `clientDataJSON.challenge` is the base64url of those 64 characters. The
 * signature is DER ECDSA P-256 over `authenticatorData || SHA-256(clientDataJSON)`, verified with
 * WebCrypto. The origin and the relying party id are not checked (the sandbox has neither), nor
 * the signature counter.
 */
import { decompressP256PublicKey, derSignatureToRaw } from '@docs/platform-api';
import { sha256 } from '@noble/hashes/sha2';
import {
  base64UrlDecode,
  base64UrlEncode,
  bytesToHex,
  hexToBytes,
  utf8Encode,
} from '@docs/platform-api/bytes';
import { SandboxError } from '../errors';

/**
 * A WebAuthn field's bytes: base64url with at most two padding characters, or undefined when
 * `text` is anything else.
 */
export function readBase64UrlField(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  try {
    return base64UrlDecode(text);
  } catch {
    return undefined;
  }
}

export interface WebAuthnAssertion {
  /** Base64url without padding, as stored on the authenticator. */
  credentialId: string;
  authenticatorData: Uint8Array;
  clientDataJson: Uint8Array;
  /** DER, as sent. */
  signature: Uint8Array;
}

const malformed = (message: string) =>
  new SandboxError('UNAUTHENTICATED', 'STAMP_MALFORMED', `X-Stamp-Webauthn ${message}`);

/** The challenge the stamper derives from `body`: base64url(utf8(hex(sha256(body)))). */
export function webAuthnChallengeFor(body: Uint8Array): string {
  return base64UrlEncode(utf8Encode(bytesToHex(sha256(body))));
}

/** Parses the header and checks its client data against `body`; throws UNAUTHENTICATED. */
export function readAssertion(header: string, body: Uint8Array): WebAuthnAssertion {
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    throw malformed('is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw malformed('must be a JSON object');
  }
  const fields = parsed as Record<string, unknown>;
  const bytes: Record<string, Uint8Array> = {};
  for (const name of ['authenticatorData', 'clientDataJson', 'credentialId', 'signature']) {
    const value = fields[name];
    const decoded =
      typeof value === 'string' && value !== '' ? readBase64UrlField(value) : undefined;
    if (!decoded) throw malformed(`needs ${name} as a base64url string`);
    bytes[name] = decoded;
  }
  const { authenticatorData, clientDataJson, credentialId, signature } = bytes as Record<
    'authenticatorData' | 'clientDataJson' | 'credentialId' | 'signature',
    Uint8Array
  >;
  let clientData: Record<string, unknown>;
  try {
    clientData = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(clientDataJson),
    ) as Record<string, unknown>;
  } catch {
    throw malformed('clientDataJson does not decode to JSON');
  }
  if (clientData.type !== 'webauthn.get') {
    throw malformed(
      `clientDataJson type must be webauthn.get, received ${String(clientData.type)}`,
    );
  }
  const expected = webAuthnChallengeFor(body);
  const challenge = typeof clientData.challenge === 'string' ? clientData.challenge : '';
  if (challenge.replace(/=+$/, '') !== expected) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'SIGNATURE_INVALID',
      'The passkey assertion was made for another request: its challenge is not the SHA-256 of this body',
    );
  }
  if (authenticatorData.length < 37) throw malformed('authenticatorData is shorter than 37 bytes');
  return {
    credentialId: base64UrlEncode(credentialId),
    authenticatorData,
    clientDataJson,
    signature,
  };
}

/** Whether the assertion's signature verifies with `publicKey` (compressed P-256, hex). */
export async function assertionVerifies(
  assertion: WebAuthnAssertion,
  publicKey: string,
): Promise<boolean> {
  try {
    const point = decompressP256PublicKey(hexToBytes(publicKey));
    const key = await crypto.subtle.importKey(
      'raw',
      point.slice().buffer,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const signed = new Uint8Array(assertion.authenticatorData.length + 32);
    signed.set(assertion.authenticatorData);
    signed.set(sha256(assertion.clientDataJson), assertion.authenticatorData.length);
    return await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      derSignatureToRaw(assertion.signature).slice().buffer,
      signed.slice().buffer,
    );
  } catch {
    return false;
  }
}
