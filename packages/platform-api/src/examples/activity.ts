/**
 * Builds the activity inside every submission example, and defines the one activity that waits
 * for consensus in the Activities and Consensus examples. Ids and fingerprints of the per-example
 * activities are derived from the operation name, so they are stable and distinct.
 */
import type { z } from 'zod';
import type { ActivitySchema, VoteSchema } from '../schemas/activities';
import type { ActivityType } from '../schemas/activity-types';
import type { ActivityStatus } from '../schemas/enums';
import { alice, bob, createdAt, updatedAt } from './entities';
import * as ids from './ids';

/** An unsigned EIP-1559 transfer of 0.05 ETH from the treasury account to the hot signer. */
export const UNSIGNED_ETHEREUM_TRANSACTION =
  '02ef0107843b9aca008506fc23ac008252089458ad6bda10f56805a0f1681d44e38f819b4a3bef87b1a2bc2ec5000080c0';
/** The same transaction with its signature. */
export const SIGNED_ETHEREUM_TRANSACTION =
  '02f8720107843b9aca008506fc23ac008252089458ad6bda10f56805a0f1681d44e38f819b4a3bef87b1a2bc2ec5000080c001a042a4ec1862ffb50b1710a2773b125c2250a9875a478828a06ad8a081ab8f95d3a0308db9b33a103b0077187f1f1ebd2840f77f7cc04507bb75e9d1752bfdef5221';

/** A DER-encoded P-256 signature, hex, as it appears on votes. */
const VOTE_SIGNATURE =
  '30440220110a5b816cee9b367153299c44b6c2d0c76690bc833e2cbf0bffff37554c986b0220179d25845b4f50e91cc722c75e8545d275e649e5ff6d78b30c07176157008dd7';

/** 32-bit FNV-1a of `text`, starting from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `count` × 8 hex digits derived from `text`. */
function hexDigest(text: string, count: number): string {
  let out = '';
  for (let round = 0; round < count; round += 1) {
    out += fnv1a(text, 0x811c9dc5 + round * 0x9e3779b1)
      .toString(16)
      .padStart(8, '0');
  }
  return out;
}

/** A version-4-shaped UUID derived from `text`: the same text always gives the same id. */
export function exampleUuid(text: string): string {
  const hex = hexDigest(text, 4);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A 64-hex-digit fingerprint derived from `text`. */
export function exampleFingerprint(text: string): string {
  return hexDigest(text, 8);
}

type VoteInput = z.input<typeof VoteSchema>;
type ActivityInput = z.input<typeof ActivitySchema>;

function approval(
  activityId: string,
  voter: typeof alice,
  publicKey: string,
  message: string,
): VoteInput {
  return {
    id: exampleUuid(`vote:${activityId}:${voter.userId}`),
    userId: voter.userId,
    user: voter,
    activityId,
    selection: 'VOTE_SELECTION_APPROVED',
    message,
    publicKey,
    signature: VOTE_SIGNATURE,
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    createdAt,
  };
}

/** A user and the public key of the credential they stamp requests with. */
export interface Signer {
  user: typeof alice;
  publicKey: string;
}
export const ALICE_SIGNER: Signer = { user: alice, publicKey: ids.API_KEY_PUBLIC_KEY };
export const BOB_SIGNER: Signer = { user: bob, publicKey: ids.SECOND_USER_API_KEY_PUBLIC_KEY };

/** An activity as returned in a submission example; intent and result are keyed by name. */
export type ActivityExample = Omit<ActivityInput, 'intent' | 'result'> & {
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
};

export function exampleActivity(input: {
  name: string;
  type: ActivityType;
  organizationId: string;
  status: ActivityStatus;
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
  signedMessage: string;
  /** Who submitted (and so signed) the request; Alice unless stated. */
  signer?: Signer;
}): ActivityExample {
  const signer = input.signer ?? ALICE_SIGNER;
  const id = exampleUuid(`activity:${input.name}`);
  return {
    id,
    organizationId: input.organizationId,
    status: input.status,
    type: input.type,
    intent: input.intent,
    result: input.result,
    votes: [approval(id, signer.user, signer.publicKey, input.signedMessage)],
    fingerprint: exampleFingerprint(`activity:${input.name}`),
    canApprove: false,
    canReject: false,
    createdAt,
    updatedAt,
  };
}

const pendingParameters = {
  signWith: ids.ETHEREUM_ADDRESS,
  unsignedTransaction: UNSIGNED_ETHEREUM_TRANSACTION,
  type: 'TRANSACTION_TYPE_ETHEREUM',
} as const;

/**
 * Alice asked to sign a treasury transfer; the treasury policy needs two approvals, so the
 * activity waits for Bob in ACTIVITY_STATUS_CONSENSUS_NEEDED.
 */
export const pendingActivity: ActivityInput = {
  id: ids.PENDING_ACTIVITY_ID,
  organizationId: ids.ORGANIZATION_ID,
  status: 'ACTIVITY_STATUS_CONSENSUS_NEEDED',
  type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
  intent: { signTransactionIntentV2: { ...pendingParameters } },
  result: {},
  votes: [
    approval(
      ids.PENDING_ACTIVITY_ID,
      alice,
      ids.API_KEY_PUBLIC_KEY,
      JSON.stringify({
        type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
        timestampMs: ids.REQUEST_TIMESTAMP_MS,
        organizationId: ids.ORGANIZATION_ID,
        parameters: pendingParameters,
      }),
    ),
  ],
  fingerprint: ids.PENDING_ACTIVITY_FINGERPRINT,
  canApprove: true,
  canReject: true,
  createdAt,
  updatedAt,
};
