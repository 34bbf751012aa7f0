/**
 * The Stamp Doctor on one crafted request per verdict: each gets its verdict, the checks that
 * ran end at the failure that decided it, and every verdict has at least one request.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../../node/keys';
import { secureRandom } from '../../random';
import { SoftwareAuthenticator } from '../../webauthn/__tests__/software-authenticator';
import type { KnownCredentials } from '../checks';
import { diagnoseStamp } from '../diagnose';
import { STAMP_VERDICT_NAMES, type StampVerdict } from '../verdicts';
import { BODY, craftCases, type StampCase } from './craft';

function knownFor(organization: NonNullable<StampCase['organization']>): KnownCredentials {
  const otherKey = newP256KeyPair(secureRandom).publicKey;
  const publicKey = organization.holdsKey ? organization.publicKey : otherKey;
  if (organization.credentialId) {
    return {
      organizationId: 'org-under-test',
      apiKeys: [],
      authenticators: organization.holdsKey
        ? [{ authenticatorId: 'a-1', credentialId: organization.credentialId, publicKey }]
        : [{ authenticatorId: 'a-1', credentialId: 'c29tZS1vdGhlci1pZA', publicKey }],
    };
  }
  return {
    organizationId: 'org-under-test',
    apiKeys: [{ apiKeyId: 'k-1', publicKey, curveType: organization.curveType, expired: false }],
    authenticators: [],
  };
}

const cases = await craftCases();

describe('diagnoseStamp on crafted requests', () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const diagnosis = await diagnoseStamp({
      body: item.body,
      headers: item.headers,
      known: item.organization && knownFor(item.organization),
    });
    expect(diagnosis.verdict, JSON.stringify(diagnosis.checks, null, 2)).toBe(item.verdict);
    const failures = diagnosis.checks.filter((check) => check.outcome === 'fail');
    expect(failures).toHaveLength(item.verdict === 'valid' ? 0 : 1);
    if (item.verdict !== 'valid') expect(diagnosis.checks.at(-1)?.outcome).toBe('fail');
    expect(diagnosis.explanation.length).toBeGreaterThan(40);
    expect(diagnosis.fix.length).toBeGreaterThan(20);
  });
});

describe('diagnoseStamp against known credentials', () => {
  const keys = newP256KeyPair(secureRandom);
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  const apiKey = (expired: boolean): KnownCredentials => ({
    organizationId: 'org-1',
    apiKeys: [
      { apiKeyId: 'k-1', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256', expired },
    ],
    authenticators: [],
  });

  it('says an expired key is expired, and names it', async () => {
    const { stampHeaderValue } = await stamper.stamp(BODY);
    const diagnosis = await diagnoseStamp({
      body: BODY,
      headers: { 'x-stamp': stampHeaderValue },
      known: apiKey(true),
    });
    expect(diagnosis.verdict).toBe('key_expired');
    expect(diagnosis.checks.at(-1)?.detail).toContain('k-1');
    expect(
      (
        await diagnoseStamp({
          body: BODY,
          headers: { 'x-stamp': stampHeaderValue },
          known: apiKey(false),
        })
      ).verdict,
    ).toBe('valid');
  });

  it('does not take a key registered under another curve', async () => {
    const { stampHeaderValue } = await stamper.stamp(BODY);
    const known = apiKey(false);
    known.apiKeys = known.apiKeys.map((key) => ({ ...key, curveType: 'API_KEY_CURVE_SECP256K1' }));
    const diagnosis = await diagnoseStamp({
      body: BODY,
      headers: { 'X-Stamp': stampHeaderValue },
      known,
    });
    expect(diagnosis.verdict).toBe('key_not_in_organization');
    expect(diagnosis.checks.at(-1)?.detail).toContain('API_KEY_CURVE_SECP256K1');
  });

  it('verifies a passkey stamp with the registered key, and refuses another key', async () => {
    const passkey = new SoftwareAuthenticator();
    const impostor = new SoftwareAuthenticator();
    const header = { 'X-Stamp-WebAuthn': passkey.stampFor(BODY) };
    const known = (publicKey: string): KnownCredentials => ({
      organizationId: 'org-1',
      apiKeys: [],
      authenticators: [{ authenticatorId: 'a-1', credentialId: passkey.credentialId, publicKey }],
    });
    const good = await diagnoseStamp({
      body: BODY,
      headers: header,
      known: known(passkey.publicKey),
    });
    expect(good.verdict).toBe('valid');
    expect(good.checks.map((check) => check.id)).toContain('signature');
    const bad = await diagnoseStamp({
      body: BODY,
      headers: header,
      known: known(impostor.publicKey),
    });
    expect(bad.verdict).toBe('signature_mismatch');
  });

  it('says a raw digest challenge is a raw digest', async () => {
    const passkey = new SoftwareAuthenticator();
    const { sha256 } = await import('@noble/hashes/sha2');
    const { base64UrlEncode, utf8Encode } = await import('@docs/platform-api/bytes');
    const { authenticatorData, clientDataJSON, signature } = passkey.assert(
      sha256(utf8Encode(BODY)),
    );
    const header = JSON.stringify({
      authenticatorData: base64UrlEncode(authenticatorData),
      clientDataJson: base64UrlEncode(clientDataJSON),
      credentialId: passkey.credentialId,
      signature: base64UrlEncode(signature),
    });
    const diagnosis = await diagnoseStamp({ body: BODY, headers: { 'X-Stamp-WebAuthn': header } });
    expect(diagnosis.verdict).toBe('webauthn_challenge_mismatch');
    expect(diagnosis.checks.at(-1)?.detail).toMatch(/raw SHA-256/);
  });
});

describe('the verdicts', () => {
  it('each have at least one crafted request', () => {
    const covered = new Set<StampVerdict>([...cases.map((item) => item.verdict), 'key_expired']);
    expect(STAMP_VERDICT_NAMES.filter((verdict) => !covered.has(verdict))).toEqual([]);
  });

  it('never throw on input that is not a stamp at all', async () => {
    for (const value of ['', '=', '{', 'null', '[]', '"x"', '\u0000', 'é'.repeat(5000)]) {
      for (const name of ['X-Stamp', 'X-Stamp-WebAuthn', 'X-Stamp-Attested']) {
        const diagnosis = await diagnoseStamp({ body: value, headers: { [name]: value } });
        expect(diagnosis.verdict).not.toBe('valid');
      }
    }
  });
});
