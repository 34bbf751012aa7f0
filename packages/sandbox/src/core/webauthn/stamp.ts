/**
 * Verifies an `X-Stamp-Webauthn` header: the assertion's client data must name this exact body,
 * and its signature must verify with the public key of a registered passkey whose credential id
 * the stamp names. Which organization the passkey may act for is decided afterwards, as for an
 * API key (`authenticate` in `../api.ts`).
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import type { AuthenticatorRecord, Storage } from '../../storage/types';
import { SandboxError } from '../errors';
import { WEBAUTHN_SCHEME, type VerifiedStamp } from '../contract';
import { assertionVerifies, readAssertion } from './assertion';

export async function verifyWebAuthnStamp(
  storage: Storage,
  header: string,
  body: Uint8Array,
): Promise<VerifiedStamp> {
  const assertion = readAssertion(header, body);
  const candidates = await storage.read((tx) =>
    tx.list('authenticator', { lookup: assertion.credentialId }),
  );
  if (candidates.length === 0) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'CREDENTIAL_NOT_FOUND',
      `credential ID could not be found in organization or its parent organization: no authenticator with credential id ${assertion.credentialId} is registered in the sandbox`,
    );
  }
  const verified: AuthenticatorRecord[] = [];
  for (const publicKey of new Set(candidates.map((candidate) => candidate.publicKey))) {
    if (await assertionVerifies(assertion, publicKey)) {
      verified.push(...candidates.filter((candidate) => candidate.publicKey === publicKey));
    }
  }
  const first = verified[0];
  if (!first) {
    throw new SandboxError(
      'UNAUTHENTICATED',
      'SIGNATURE_INVALID',
      `could not verify WebAuthN signature: the assertion does not verify with the public key of credential ${assertion.credentialId}`,
    );
  }
  return {
    publicKey: first.publicKey,
    curveType: 'API_KEY_CURVE_P256',
    scheme: WEBAUTHN_SCHEME,
    signature: bytesToHex(assertion.signature),
    authenticators: verified,
  };
}
