/**
 * The keys the sandbox signs with in place of the platform's enclaves, one per role, created on
 * first use and kept in storage (so sessions survive a restart and sandboxes sharing one
 * PostgreSQL database agree). `GET /sandbox/v1/info` publishes the public halves; `POST
 * /sandbox/v1/reset` replaces them.
 *
 * - `session`: signs session JWTs (the platform's notarizer key; `@turnkey/crypto`'s
 *   `verifySessionJwtSignature` takes it as its override);
 * - `otp`: signs init_otp's encryption target bundles and verify_otp's verification tokens (the
 *   platform's TLS fetcher key; `encryptOtpCodeToBundle` and `verifyOtpVerificationToken` take it);
 * - `oidc`: the sandbox OIDC issuer, whose tokens oauth_login and oauth accept.
 */
import { p256 } from '@noble/curves/p256';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import type { SandboxKeyRecord, Storage } from '../../storage/types';
import type { HandlerContext } from '../contract';

export const SANDBOX_KEY_ROLES = ['session', 'otp', 'oidc'] as const;
export type SandboxKeyRole = (typeof SANDBOX_KEY_ROLES)[number];

export type KeyDeps = Pick<HandlerContext, 'storage' | 'random' | 'timestamp'>;

export interface SandboxKey {
  privateKey: Uint8Array;
  /** Hex, uncompressed, as `@turnkey/crypto` compares it. */
  publicKey: string;
}

const toKey = (record: SandboxKeyRecord): SandboxKey => ({
  privateKey: hexToBytes(record.privateKey),
  publicKey: record.publicKey,
});

function newRecord(deps: KeyDeps, role: SandboxKeyRole): SandboxKeyRecord {
  let privateKey = deps.random(32);
  while (!p256.utils.isValidPrivateKey(privateKey)) privateKey = deps.random(32);
  return {
    role,
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(p256.getPublicKey(privateKey, false)),
    createdAt: deps.timestamp(),
  };
}

async function stored(storage: Storage, role: SandboxKeyRole) {
  return storage.read((tx) => tx.get('sandboxKey', role));
}

/** The key of `role`, created if this sandbox has none yet. */
export async function sandboxKey(deps: KeyDeps, role: SandboxKeyRole): Promise<SandboxKey> {
  const existing = await stored(deps.storage, role);
  if (existing) return toKey(existing);
  const record = newRecord(deps, role);
  try {
    return toKey(
      await deps.storage.transaction(async (tx) => {
        const raced = await tx.get('sandboxKey', role);
        if (raced) return raced;
        await tx.insert('sandboxKey', { id: role, organizationId: '', data: record });
        return record;
      }),
    );
  } catch (error) {
    // Another sandbox on the same database created it between our read and our insert.
    const winner = await stored(deps.storage, role);
    if (winner) return toKey(winner);
    throw error;
  }
}

/** The public halves, by role, for `GET /sandbox/v1/info`. */
export async function publicSandboxKeys(deps: KeyDeps): Promise<Record<SandboxKeyRole, string>> {
  const entries = await Promise.all(
    SANDBOX_KEY_ROLES.map(async (role) => [role, (await sandboxKey(deps, role)).publicKey]),
  );
  return Object.fromEntries(entries) as Record<SandboxKeyRole, string>;
}
