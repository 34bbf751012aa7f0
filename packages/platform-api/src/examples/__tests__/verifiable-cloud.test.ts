/**
 * The Verifiable cloud examples hang together: the manifest names the app's quorum key and the
 * operators of both sets, the approvals and the app proof verify under the example keys, and the
 * base64 forms decode to the same values.
 */
import { describe, expect, it } from 'vitest';
import * as ids from '../ids';
import { manifestSet, shareSet, tvcApp } from '../verifiable-cloud';
import { p256Key, verifiesP256 } from './verify';

const fromBase64 = (text: string) => Buffer.from(text, 'base64');
/** The signing half of a QOS key set (encryption key ‖ signing key, 65 bytes each). */
const signingHalf = (keySet: string) => keySet.slice(130);

interface Member {
  alias: string;
  pubKey: string;
}
interface Manifest {
  namespace: { name: string; quorumKey: string };
  pivot: { hash: string; args: string[] };
  manifestSet: { threshold: number; members: Member[] };
  shareSet: { threshold: number; members: Member[] };
}

const manifestBytes = fromBase64(ids.TVC_MANIFEST_B64);
const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;

describe('verifiable cloud examples', () => {
  it('use QOS key sets: two uncompressed P-256 keys', () => {
    for (const keySet of [
      ids.TVC_REVIEWER_PUBLIC_KEY,
      ids.TVC_SECOND_REVIEWER_PUBLIC_KEY,
      ids.TVC_CUSTODIAN_PUBLIC_KEY,
      ids.TVC_QUORUM_PUBLIC_KEY,
      ids.TVC_EPHEMERAL_PUBLIC_KEY,
    ]) {
      expect(keySet).toMatch(/^04[0-9a-f]{128}04[0-9a-f]{128}$/);
      expect(() => p256Key(keySet.slice(0, 130))).not.toThrow();
      expect(() => p256Key(signingHalf(keySet))).not.toThrow();
    }
  });

  it('describe the app in its manifest', () => {
    expect(manifest.namespace).toMatchObject({
      name: ids.TVC_APP_NAME,
      quorumKey: ids.TVC_QUORUM_PUBLIC_KEY,
    });
    expect(manifest.pivot).toMatchObject({ hash: ids.TVC_PIVOT_DIGEST, args: ids.TVC_PIVOT_ARGS });
    const keys = (members: Member[]) => members.map((member) => member.pubKey);
    const operatorKeys = (set: { operators: { publicKey: string }[] }) =>
      set.operators.map((operator) => operator.publicKey);
    expect(keys(manifest.manifestSet.members)).toEqual(operatorKeys(manifestSet));
    expect(keys(manifest.shareSet.members)).toEqual(operatorKeys(shareSet));
    expect(manifest.shareSet.threshold).toBe(tvcApp.shareSet.threshold);
  });

  it('carry approvals the reviewers signed over that manifest', () => {
    const approvals: [string, string, string][] = [
      [ids.TVC_REVIEWER_PUBLIC_KEY, ids.TVC_REVIEWER_APPROVAL, ids.TVC_REVIEWER_APPROVAL_B64],
      [
        ids.TVC_SECOND_REVIEWER_PUBLIC_KEY,
        ids.TVC_SECOND_REVIEWER_APPROVAL,
        ids.TVC_SECOND_REVIEWER_APPROVAL_B64,
      ],
    ];
    for (const [keySet, hex, base64] of approvals) {
      expect(verifiesP256(signingHalf(keySet), manifestBytes, hex, 'raw')).toBe(true);
      expect(fromBase64(base64).toString('hex')).toBe(hex);
    }
    const envelope = JSON.parse(fromBase64(ids.TVC_MANIFEST_ENVELOPE_B64).toString('utf8')) as {
      manifest: unknown;
      manifestSetApprovals: { signature: string }[];
    };
    expect(envelope.manifest).toEqual(manifest);
    expect(envelope.manifestSetApprovals.map((approval) => approval.signature)).toEqual(
      approvals.map(([, hex]) => hex),
    );
  });

  it('carry an app proof signed by the ephemeral key of the boot proof', () => {
    const payload = Buffer.from(ids.TVC_APP_PROOF_PAYLOAD);
    const key = signingHalf(ids.TVC_EPHEMERAL_PUBLIC_KEY);
    expect(verifiesP256(key, payload, ids.TVC_APP_PROOF_SIGNATURE, 'raw')).toBe(true);
    expect(JSON.parse(ids.TVC_APP_PROOF_PAYLOAD)).toMatchObject({
      policyOutcomeProof: { organizationId: ids.ORGANIZATION_ID },
    });
  });

  it('would notice a signature over other bytes', () => {
    const key = signingHalf(ids.TVC_REVIEWER_PUBLIC_KEY);
    const other = Buffer.from(ids.TVC_APP_PROOF_PAYLOAD);
    expect(verifiesP256(key, other, ids.TVC_REVIEWER_APPROVAL, 'raw')).toBe(false);
  });
});
