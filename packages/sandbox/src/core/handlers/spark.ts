/**
 * Spark, simulated: the owner's half of each step computed with real secp256k1 cryptography
 * (`crypto/spark.ts`). `signWith` takes a Spark identity address, or the address of any other
 * secp256k1 wallet account or private key of the organization, whose key then stands in for the
 * identity key; leaf and deposit keys derive from it by the sandbox's own rule.
 */
import {
  SparkClaimTransferIntentSchema,
  SparkPrepareLightningReceiveIntentSchema,
  SparkPrepareTransferIntentSchema,
  SparkSignFrostIntentSchema,
} from '@docs/platform-api';
import { sha256 } from '@noble/hashes/sha2';
import {
  bigIntToBytes,
  bytesToBigInt,
  bytesToHex,
  hexToBytes,
  utf8Encode,
} from '@docs/platform-api/bytes';
import { CryptoInputError, deriveKey } from '../../crypto';
import type * as SparkCrypto from '../../crypto/spark';
import { simplified, submission, type HandlerContext } from '../contract';
import { invalid, notFound } from '../errors';
import { accountsAt } from '../records/account-lookup';

const FIDELITY = simplified(
  '`signWith` may be the address of any secp256k1 wallet account or private key of the organization, not only a Spark identity address; leaf, deposit and preimage keys derive from it by SHA-256 rules of the sandbox, and operator packages are the sandbox’s JSON (Shamir shares with Feldman commitments), ECIES-encrypted (secp256k1 ECDH, SHA-256, AES-256-GCM). Signatures are real but the packages are not Spark’s wire format.',
);
const FROST = simplified(
  '`signWith` is any secp256k1 account of the organization. Each share is z = d + ρ·e + c·x with the sandbox’s own binding factor ρ (SHA-256 of the message and every commitment) and the BIP-340 challenge c, so z·G = D + ρ·E + c·X checks it; it is not byte-compatible with Spark’s FROST implementation.',
);

/**
 * The Spark primitives, loaded on first use: they pull AES-GCM, which the in-page sandbox keeps
 * out of its first chunk.
 */
let spark: typeof SparkCrypto;
async function loadSpark() {
  spark ??= await import('../../crypto/spark');
}

interface Derivation {
  identity?: object | undefined;
  signingLeaf?: { leafId: string } | undefined;
  deposit?: object | undefined;
  staticDeposit?: { index: number } | undefined;
  htlcPreimage?: object | undefined;
}

/** The secp256k1 key of the account or private key at `signWith`. */
async function identityKey(context: HandlerContext, signWith: string): Promise<bigint> {
  const organizationId = context.organizationId;
  const found = await context.storage.read(async (tx) => {
    const account = (await accountsAt(tx, signWith)).find(
      (candidate) => candidate.organizationId === organizationId,
    );
    if (account) {
      const wallet = await tx.get('wallet', account.walletId);
      return wallet ? { curve: account.curve, seed: wallet.seed, path: account.path } : undefined;
    }
    const key = (await tx.list('privateKey', { organizationId })).find((candidate) =>
      candidate.addresses.some((entry) => entry.address === signWith),
    );
    return key ? { curve: key.curve, privateKey: key.privateKey } : undefined;
  });
  if (!found) {
    throw notFound(
      `signWith: no wallet account or private key with address ${signWith} in organization ${organizationId}`,
      'SIGN_WITH_NOT_FOUND',
    );
  }
  if (found.curve !== 'CURVE_SECP256K1')
    throw invalid(`signWith: ${signWith} is not a secp256k1 key`);
  const bytes =
    'privateKey' in found && found.privateKey !== undefined
      ? hexToBytes(found.privateKey)
      : deriveKey(hexToBytes(found.seed ?? ''), 'CURVE_SECP256K1', found.path ?? '').privateKey;
  return bytesToBigInt(bytes);
}

/** The key a derivation names, derived from the identity key. */
function keyOf(identity: bigint, derivation: Derivation, field: string): bigint {
  const set = Object.entries(derivation).filter(([, value]) => value !== undefined);
  if (set.length !== 1) throw invalid(`${field}: set exactly one key`);
  const base = spark.scalarHex(identity);
  if (derivation.identity) return identity;
  if (derivation.signingLeaf)
    return spark.derivedScalar('spark-leaf', base, derivation.signingLeaf.leafId);
  if (derivation.deposit) return spark.derivedScalar('spark-deposit', base);
  if (derivation.staticDeposit)
    return spark.derivedScalar(
      'spark-static-deposit',
      base,
      String(derivation.staticDeposit.index),
    );
  return spark.derivedScalar('spark-htlc-preimage', base);
}

function checkRecipients(
  recipients: { operatorId: string; encryptionPublicKey: string }[],
  threshold: number,
  field: string,
) {
  if (recipients.length === 0) throw invalid(`${field}.operatorRecipients: at least one operator`);
  if (threshold < 1 || threshold > recipients.length) {
    throw invalid(`${field}.threshold: expected 1 to ${recipients.length}, received ${threshold}`);
  }
  recipients.forEach((recipient, index) =>
    crypto(() =>
      spark.parsePoint(
        recipient.encryptionPublicKey,
        `${field}.operatorRecipients[${index}].encryptionPublicKey`,
      ),
    ),
  );
}

/** Runs crypto code, turning its input errors into 400s. */
function crypto<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CryptoInputError) throw invalid(error.message);
    throw error;
  }
}

/** One encrypted package per operator, each holding that operator's share of every secret. */
function operatorPackages(
  context: HandlerContext,
  recipients: { operatorId: string; encryptionPublicKey: string }[],
  threshold: number,
  header: Record<string, unknown>,
  secrets: { leafId: string; secret: bigint; extra?: Record<string, unknown> }[],
  field: string,
) {
  const splits = secrets.map((entry) => ({
    ...entry,
    split: spark.feldmanSplit(entry.secret, threshold, recipients.length, context.random),
  }));
  return recipients.map((recipient, index) => ({
    operatorId: recipient.operatorId,
    encryptedPackage: crypto(() =>
      spark.eciesEncrypt(
        recipient.encryptionPublicKey,
        utf8Encode(
          JSON.stringify({
            ...header,
            shareIndex: index + 1,
            threshold,
            leaves: splits.map((entry) => ({
              leafId: entry.leafId,
              share: entry.split.shares[index]?.share,
              commitments: entry.split.commitments,
              ...entry.extra,
            })),
          }),
        ),
        context.random,
        `${field}.operatorRecipients[${index}].encryptionPublicKey`,
      ),
    ),
  }));
}

export const sparkPrepareTransfer = submission(
  SparkPrepareTransferIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    await loadSpark();
    const transfer = parameters.transfer;
    checkRecipients(transfer.operatorRecipients, transfer.threshold, 'transfer');
    crypto(() => spark.parsePoint(transfer.receiverPublicKey, 'transfer.receiverPublicKey'));
    if (transfer.leaves.length === 0) throw invalid('transfer.leaves: at least one leaf');
    const identity = await identityKey(context, parameters.signWith);
    const leaves = transfer.leaves.map((leaf, index) => {
      const oldKey = keyOf(
        identity,
        leaf.oldLeafDerivation,
        `transfer.leaves[${index}].oldLeafDerivation`,
      );
      const newKey = keyOf(
        identity,
        leaf.newLeafDerivation,
        `transfer.leaves[${index}].newLeafDerivation`,
      );
      return { leaf, oldKey, newKey, tweak: oldKey - newKey };
    });
    const secrets = leaves.map(({ leaf, newKey, tweak }) => ({
      leafId: leaf.leafId,
      secret: tweak,
      extra: {
        secretCipher: crypto(() =>
          spark.eciesEncrypt(
            transfer.receiverPublicKey,
            bigIntToBytes(newKey, 32),
            context.random,
            'transfer.receiverPublicKey',
          ),
        ),
        ...(leaf.refundSignature !== undefined ? { refundSignature: leaf.refundSignature } : {}),
        ...(leaf.directRefundSignature !== undefined
          ? { directRefundSignature: leaf.directRefundSignature }
          : {}),
        ...(leaf.directFromCpfpRefundSignature !== undefined
          ? { directFromCpfpRefundSignature: leaf.directFromCpfpRefundSignature }
          : {}),
      },
    }));
    const newLeafPublicKeys = leaves.map(({ leaf, newKey }) => ({
      leafId: leaf.leafId,
      publicKey: spark.pointHex(newKey),
    }));
    const signed = utf8Encode(
      JSON.stringify({
        transferId: transfer.transferId,
        receiver: transfer.receiverPublicKey,
        leaves: newLeafPublicKeys,
      }),
    );
    return {
      result: {
        operatorPackages: operatorPackages(
          context,
          transfer.operatorRecipients,
          transfer.threshold,
          { transferId: transfer.transferId },
          secrets,
          'transfer',
        ),
        transferUserSignature: spark.ecdsaDer(identity, signed),
        newLeafPublicKeys,
      },
    };
  },
);

export const sparkClaimTransfer = submission(
  SparkClaimTransferIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    await loadSpark();
    const claim = parameters.claim;
    checkRecipients(claim.operatorRecipients, claim.threshold, 'claim');
    const sender = crypto(() =>
      spark.parsePoint(claim.senderIdentityPublicKey, 'claim.senderIdentityPublicKey'),
    );
    if (claim.leaves.length === 0) throw invalid('claim.leaves: at least one leaf');
    const identity = await identityKey(context, parameters.signWith);
    const secrets = claim.leaves.map((leaf, index) => {
      const field = `claim.leaves[${index}]`;
      if (
        !spark.verifyCompact(
          leaf.senderSignature,
          spark.claimMessage(leaf.leafId, claim.transferId, leaf.ciphertext),
          sender.toHex(true),
        )
      ) {
        throw invalid(
          `${field}.senderSignature: not the sender's compact ECDSA signature over SHA-256 of leafId|transferId|ciphertext`,
        );
      }
      const secret = crypto(() =>
        spark.eciesDecrypt(identity, leaf.ciphertext, `${field}.ciphertext`),
      );
      if (secret.length !== 32)
        throw invalid(`${field}.ciphertext: the leaf secret must be 32 bytes`);
      const newKey = keyOf(identity, { signingLeaf: { leafId: leaf.leafId } }, field);
      return { leafId: leaf.leafId, secret: bytesToBigInt(secret) - newKey, newKey };
    });
    return {
      result: {
        operatorPackages: operatorPackages(
          context,
          claim.operatorRecipients,
          claim.threshold,
          { transferId: claim.transferId },
          secrets,
          'claim',
        ),
        newLeafPublicKeys: secrets.map((entry) => ({
          leafId: entry.leafId,
          publicKey: spark.pointHex(entry.newKey),
        })),
      },
    };
  },
);

export const sparkPrepareLightningReceive = submission(
  SparkPrepareLightningReceiveIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    await loadSpark();
    const receive = parameters.lightningReceive;
    checkRecipients(receive.operatorRecipients, receive.threshold, 'lightningReceive');
    const identity = await identityKey(context, parameters.signWith);
    const base = keyOf(identity, { htlcPreimage: {} }, 'lightningReceive');
    const preimage = spark.derivedScalar(
      'spark-preimage',
      spark.scalarHex(base),
      bytesToHex(context.random(32)),
    );
    const paymentHash = bytesToHex(sha256(bigIntToBytes(preimage, 32)));
    return {
      result: {
        operatorPackages: operatorPackages(
          context,
          receive.operatorRecipients,
          receive.threshold,
          { paymentHash },
          [{ leafId: 'preimage', secret: preimage }],
          'lightningReceive',
        ),
        paymentHash,
      },
    };
  },
);

export const sparkSignFrost = submission(
  SparkSignFrostIntentSchema,
  FROST,
  async (context, parameters) => {
    await loadSpark();
    if (parameters.signatures.length === 0) throw invalid('signatures: at least one message');
    const identity = await identityKey(context, parameters.signWith);
    const ownId = spark.scalarHex(spark.derivedScalar('spark-frost-id', spark.pointHex(identity)));
    return {
      result: {
        signatures: parameters.signatures.map((request, index) => {
          const field = `signatures[${index}]`;
          if (!/^[0-9a-fA-F]{64}$/.test(request.message))
            throw invalid(`${field}.message: expected a 32-byte hash, hex`);
          const share = crypto(() =>
            spark.partialSign({
              privateKey: keyOf(identity, request.derivation, `${field}.derivation`),
              ownId,
              message: hexToBytes(request.message),
              verifyingKey: request.verifyingKey,
              commitments: request.operatorCommitments,
              ...(request.adaptorPublicKey !== undefined
                ? { adaptor: request.adaptorPublicKey }
                : {}),
              random: context.random,
            }),
          );
          return {
            signatureShare: share.signatureShare,
            hiding: share.hiding,
            binding: share.binding,
          };
        }),
      },
    };
  },
);
