import { describe, expect, it } from 'vitest';
import { headerText, parseHeaderText } from '../header-text';

describe('parseHeaderText', () => {
  it('reads Name: value lines, keeping colons inside values', () => {
    expect(parseHeaderText('X-Stamp: abc\nContent-Type: application/json\n')).toEqual({
      'X-Stamp': 'abc',
      'Content-Type': 'application/json',
    });
    expect(parseHeaderText('X-Stamp-WebAuthn: {"a":"b"}')).toEqual({
      'X-Stamp-WebAuthn': '{"a":"b"}',
    });
  });

  it('takes a bare value as the stamp header its shape names', () => {
    expect(parseHeaderText('eyJwdWJsaWNLZXkiOiIwMiJ9')).toEqual({
      'X-Stamp': 'eyJwdWJsaWNLZXkiOiIwMiJ9',
    });
    expect(parseHeaderText(' {"credentialId":"x"} ')).toEqual({
      'X-Stamp-WebAuthn': '{"credentialId":"x"}',
    });
    const attested = Buffer.from(
      JSON.stringify({ publicKeyAttestation: 'a.b.c', publicKey: '02', signature: '30' }),
    ).toString('base64url');
    expect(parseHeaderText(attested)).toEqual({ 'X-Stamp-Attested': attested });
    expect(parseHeaderText('  ')).toEqual({});
  });

  it('writes back what it reads', () => {
    const headers = { 'X-Stamp': 'abc', Accept: '*/*' };
    expect(parseHeaderText(headerText(headers))).toEqual(headers);
  });
});
