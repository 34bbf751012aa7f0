/**
 * The Secrets examples hang together: the messages the enclave signs name the example
 * organization, user and ingress key, and their signatures verify under the example quorum key.
 */
import { describe, expect, it } from 'vitest';
import * as ids from '../ids';
import { p256Key, verifiesP256 } from './verify';

interface SignedMessage {
  version: string;
  data: string;
  dataSignature: string;
  enclaveQuorumPublic: string;
}

function verifies(message: SignedMessage): boolean {
  return verifiesP256(
    message.enclaveQuorumPublic,
    Buffer.from(message.data, 'hex'),
    message.dataSignature,
  );
}

const decode = (message: SignedMessage): unknown =>
  JSON.parse(Buffer.from(message.data, 'hex').toString('utf8'));

const target = JSON.parse(ids.SECRET_IMPORT_TARGET_MESSAGE) as SignedMessage;
const exported = JSON.parse(ids.SECRET_EXPORT_PAYLOAD) as SignedMessage;

describe('secrets examples', () => {
  it('sign the ingress key for the example organization and user', () => {
    expect(target.enclaveQuorumPublic).toBe(ids.ENCLAVE_QUORUM_PUBLIC_KEY);
    expect(decode(target)).toEqual({
      targetPublic: ids.SECRET_IMPORT_TARGET_PUBLIC_KEY,
      organizationId: ids.ORGANIZATION_ID,
      userId: ids.USER_ID,
    });
    expect(verifies(target)).toBe(true);
  });

  it('sign the exported ciphertext for the example organization', () => {
    expect(exported.enclaveQuorumPublic).toBe(ids.ENCLAVE_QUORUM_PUBLIC_KEY);
    expect(decode(exported)).toMatchObject({ organizationId: ids.ORGANIZATION_ID });
    expect(verifies(exported)).toBe(true);
  });

  it('would notice data that no longer matches its signature', () => {
    const altered = { ...target, data: exported.data };
    expect(verifies(altered)).toBe(false);
  });

  it('encrypt the import payload from a P-256 key of its own', () => {
    const payload = JSON.parse(ids.SECRET_IMPORT_PAYLOAD) as { encappedPublic: string };
    expect(() => p256Key(payload.encappedPublic)).not.toThrow();
    expect(payload.encappedPublic).not.toBe(ids.SECRET_IMPORT_TARGET_PUBLIC_KEY);
  });
});
