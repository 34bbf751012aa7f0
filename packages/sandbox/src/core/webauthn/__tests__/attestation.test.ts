/**
 * Registrations as the platform receives them, built by a software authenticator ("none"
 * attestation, ES256 P-256 key): the stored key, credential id and AAGUID, and each refusal.
 */
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from '@docs/platform-api/bytes';
import { readRegistration, RegistrationError } from '../attestation';
import { encodeCbor, SoftwareAuthenticator, type CborValue } from './software-authenticator';

const challenge = base64UrlEncode(Uint8Array.from({ length: 32 }, (_, index) => index));

function refusal(params: Parameters<typeof readRegistration>[0]) {
  try {
    readRegistration(params);
  } catch (error) {
    expect(error).toBeInstanceOf(RegistrationError);
    const { field, message } = error as RegistrationError;
    return `${field}: ${message}`;
  }
  throw new Error('the registration was accepted');
}

describe('readRegistration', () => {
  it('reads the P-256 key from the COSE key in the attestation object', () => {
    const authenticator = new SoftwareAuthenticator();
    expect(readRegistration(authenticator.registration(challenge))).toEqual({
      credentialId: authenticator.credentialId,
      publicKey: authenticator.publicKey,
      aaguid: '00000000-0000-0000-0000-000000000000',
      attestationType: 'none',
    });
  });

  it('refuses a registration made for another challenge, or a login assertion', () => {
    const authenticator = new SoftwareAuthenticator();
    const params = authenticator.registration(challenge);
    expect(refusal({ ...params, challenge: 'b3RoZXI' })).toMatch(
      /^attestation\.clientDataJson: challenge .* is not the challenge given/,
    );
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge });
    expect(
      refusal({
        ...params,
        attestation: {
          ...params.attestation,
          clientDataJson: base64UrlEncode(new TextEncoder().encode(clientData)),
        },
      }),
    ).toContain('type must be webauthn.create');
  });

  it('refuses a credential id that is not the one in the authenticator data', () => {
    const params = new SoftwareAuthenticator().registration(challenge);
    const other = new SoftwareAuthenticator().credentialId;
    expect(
      refusal({ ...params, attestation: { ...params.attestation, credentialId: other } }),
    ).toBe('attestation.credentialId: is not the credential id in the attestation object');
  });

  it('refuses an attestation object that is not base64url, not CBOR or has no key', () => {
    const params = new SoftwareAuthenticator().registration(challenge);
    const withObject = (attestationObject: string) => ({
      ...params,
      attestation: { ...params.attestation, attestationObject },
    });
    expect(refusal(withObject('not base64!'))).toBe(
      'attestation.attestationObject: is not base64url',
    );
    expect(refusal(withObject(base64UrlEncode(Uint8Array.of(0x5f))))).toContain(
      'Indefinite-length',
    );
    const noAuthData = encodeCbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
      ]),
    );
    expect(refusal(withObject(base64UrlEncode(noAuthData)))).toContain('needs authData');
    const original = base64UrlDecode(params.attestation.attestationObject);
    const truncated = original.slice(0, original.length - 40);
    expect(refusal(withObject(base64UrlEncode(truncated)))).toMatch(/runs past the end|ends early/);
  });

  it('refuses a COSE key that is not ES256 on P-256, or not a point of the curve', () => {
    const authenticator = new SoftwareAuthenticator();
    const params = authenticator.registration(challenge);
    const object = base64UrlDecode(params.attestation.attestationObject);
    const cose = authenticator.coseKey();
    const at = (bytes: Uint8Array) => {
      for (let index = 0; index + cose.length <= bytes.length; index += 1) {
        if (cose.every((byte, offset) => bytes[index + offset] === byte)) return index;
      }
      throw new Error('COSE key not found');
    };
    const start = at(object);
    // The COSE map starts a5 01 02 03 26: change alg -7 (0x26) to -8 (0x27, EdDSA).
    const eddsa = object.slice();
    eddsa[start + 4] = 0x27;
    expect(
      refusal({
        ...params,
        attestation: { ...params.attestation, attestationObject: base64UrlEncode(eddsa) },
      }),
    ).toContain("COSE key's alg is -8");
    const offCurve = object.slice();
    const last = start + cose.length - 1;
    offCurve[last] = (offCurve[last] ?? 0) ^ 1;
    expect(
      refusal({
        ...params,
        attestation: { ...params.attestation, attestationObject: base64UrlEncode(offCurve) },
      }),
    ).toContain('not a point on P-256');
  });
});
