/**
 * The sandbox's webhook signing key and the signature the platform's deliveries carry: Ed25519
 * over `v1.ed25519.<keyId>.<timestampMs>.<eventId>.<raw body>`, hex in `X-Turnkey-Signature`.
 * `@turnkey/crypto`'s `verifyTurnkeyWebhookSignature` checks it with the public half, which
 * `GET /sandbox/v1/info` (`webhooks.verificationKeys`) and the JWKS document publish. The key is
 * made on first use and kept with the other sandbox keys, so it survives a restart.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base64UrlEncode, bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import type { Storage } from '../../storage/types';
import type { HandlerContext } from '../contract';

export const SIGNATURE_VERSION = 'v1';
export const SIGNATURE_ALGORITHM = 'ed25519';
/** The role under which the key is stored with the other sandbox keys. */
const ROLE = 'webhook';

export interface WebhookKey {
  keyId: string;
  privateKey: Uint8Array;
  /** Hex, 32 bytes. */
  publicKey: string;
}

type Deps = Pick<HandlerContext, 'storage' | 'random' | 'timestamp'>;

/** The key id is derived from the public key, so a replaced key gets a new id. */
const keyIdOf = (publicKey: string) => `sandbox-webhook-${publicKey.slice(0, 16)}`;

async function stored(storage: Storage): Promise<WebhookKey | undefined> {
  const record = await storage.read((tx) => tx.get('sandboxKey', ROLE));
  if (!record) return undefined;
  return {
    keyId: keyIdOf(record.publicKey),
    privateKey: hexToBytes(record.privateKey),
    publicKey: record.publicKey,
  };
}

export async function webhookKey(deps: Deps): Promise<WebhookKey> {
  const existing = await stored(deps.storage);
  if (existing) return existing;
  const privateKey = deps.random(32);
  const publicKey = bytesToHex(ed25519.getPublicKey(privateKey));
  const data = {
    role: ROLE,
    privateKey: bytesToHex(privateKey),
    publicKey,
    createdAt: deps.timestamp(),
  };
  try {
    await deps.storage.transaction(async (tx) => {
      if (!(await tx.get('sandboxKey', ROLE))) {
        await tx.insert('sandboxKey', { id: ROLE, organizationId: '', data });
      }
    });
  } catch {
    // Another sandbox on the same database stored its key first; use that one.
  }
  const winner = await stored(deps.storage);
  if (!winner) throw new Error('The webhook signing key could not be stored');
  return winner;
}

/** The bytes the signature covers. */
export function signedInput(keyId: string, timestampMs: string, eventId: string, body: string) {
  const prefix = `${SIGNATURE_VERSION}.${SIGNATURE_ALGORITHM}.${keyId}.${timestampMs}.${eventId}.`;
  return new TextEncoder().encode(prefix + body);
}

/** The headers of one delivery attempt, signed with `key`. */
export function deliveryHeaders(
  key: WebhookKey,
  delivery: { eventId: string; eventType: string; organizationId: string; body: string },
  timestampMs: number,
): Record<string, string> {
  const timestamp = String(timestampMs);
  const signature = ed25519.sign(
    signedInput(key.keyId, timestamp, delivery.eventId, delivery.body),
    key.privateKey,
  );
  return {
    'Content-Type': 'application/json',
    'X-Turnkey-Organization-Id': delivery.organizationId,
    'X-Turnkey-Event-Type': delivery.eventType,
    'X-Turnkey-Timestamp': timestamp,
    'X-Turnkey-Webhook-Version': '1',
    'X-Turnkey-Event-Id': delivery.eventId,
    'X-Turnkey-Signature-Key-Id': key.keyId,
    'X-Turnkey-Signature-Algorithm': SIGNATURE_ALGORITHM,
    'X-Turnkey-Signature-Version': SIGNATURE_VERSION,
    'X-Turnkey-Signature': bytesToHex(signature),
  };
}

/** In the shape `verifyTurnkeyWebhookSignature` takes as `verificationKeys`. */
export function verificationKey(key: WebhookKey) {
  return { keyId: key.keyId, publicKey: key.publicKey, algorithm: SIGNATURE_ALGORITHM };
}

/** The JWKS document the platform publishes its webhook keys in (RFC 7517, OKP keys). */
export function jwks(key: WebhookKey) {
  return {
    keys: [
      {
        kid: key.keyId,
        kty: 'OKP',
        crv: 'Ed25519',
        alg: 'EdDSA',
        use: 'sig',
        x: base64UrlEncode(hexToBytes(key.publicKey)),
        turnkey_signature_algorithm: SIGNATURE_ALGORITHM,
        turnkey_signature_version: SIGNATURE_VERSION,
      },
    ],
  };
}
