/**
 * Spark, a Bitcoin layer 2 where each balance is split into leaves whose keys the owner shares
 * with a set of signing operators. These four submissions are the owner's half of that protocol,
 * computed in the platform's enclave from a Spark wallet account: prepare a transfer, claim an
 * incoming one, prepare a Lightning receive, and FROST partial signatures. Sending the results to
 * the operators is the caller's job.
 */
import * as z from 'zod';
import {
  SPARK_ADDRESS,
  SPARK_COUNTERPARTY_IDENTITY_KEY,
  SPARK_LEAF_ID,
  SPARK_NEW_LEAF_PUBLIC_KEY,
  SPARK_OPERATOR_ENCRYPTION_KEY,
  SPARK_OPERATOR_ID,
  SPARK_OPERATOR_PACKAGE,
  SPARK_PAYMENT_HASH,
  SPARK_SENDER_SIGNATURE,
  SPARK_SIGHASH,
  SPARK_TRANSFER_ID,
} from '../examples/ids';
import { emptyOption, id, text } from './fields';

/** A count or index the wire carries as a JSON number (int64 in the client's types). */
function count(description: string, example: number) {
  return z
    .int()
    .min(0)
    .meta({ format: 'int64', description, examples: [example] });
}

const point = (description: string, example: string) =>
  text(`${description} A compressed secp256k1 point, hex (33 bytes).`, example);

const signWith = (what: string) =>
  text(`The address of the Spark wallet account ${what}.`, SPARK_ADDRESS);

export const SparkKeyDerivationSchema = z
  .object({
    identity: emptyOption('SparkIdentityDerivation', 'The wallet’s Spark identity key.').optional(),
    signingLeaf: z
      .object({ leafId: id('The leaf whose key to use.', SPARK_LEAF_ID) })
      .meta({ id: 'SparkSigningLeafDerivation', description: 'The key of one leaf.' })
      .optional(),
    deposit: emptyOption('SparkDepositDerivation', 'The deposit key.').optional(),
    staticDeposit: z
      .object({ index: count('Which static deposit key, by index.', 0) })
      .meta({ id: 'SparkStaticDepositDerivation', description: 'A static deposit key.' })
      .optional(),
    htlcPreimage: emptyOption(
      'SparkHtlcPreimageDerivation',
      'The key that derives HTLC preimages.',
    ).optional(),
  })
  .meta({
    id: 'SparkKeyDerivation',
    description: 'Which of the Spark account’s keys to use. Set one key.',
  });

export const SparkOperatorRecipientSchema = z
  .object({
    operatorId: id('The Spark operator.', SPARK_OPERATOR_ID),
    encryptionPublicKey: point(
      'The key the operator’s package is encrypted to.',
      SPARK_OPERATOR_ENCRYPTION_KEY,
    ),
  })
  .meta({ id: 'SparkOperatorRecipient', description: 'An operator that receives a share.' });

const operatorRecipients = (shares: string) =>
  z.array(SparkOperatorRecipientSchema).meta({
    description: `The operators that receive ${shares}. List them in the order of their numeric ids in the Spark operator configuration: a share’s index is its 1-based position here.`,
  });

export const SparkEncryptedOperatorPackageSchema = z
  .object({
    operatorId: id('The operator to deliver it to.', SPARK_OPERATOR_ID),
    encryptedPackage: text(
      'The package, encrypted (ECIES, hex) to that operator; the platform cannot read it again.',
      SPARK_OPERATOR_PACKAGE,
    ),
  })
  .meta({ id: 'SparkEncryptedOperatorPackage', description: 'One operator’s encrypted share.' });

const operatorPackages = z
  .array(SparkEncryptedOperatorPackageSchema)
  .meta({ description: 'One package per operator; send each to its operator.' });

export const SparkLeafPublicKeySchema = z
  .object({
    leafId: id('The leaf.', SPARK_LEAF_ID),
    publicKey: point('The leaf’s new public key.', SPARK_NEW_LEAF_PUBLIC_KEY),
  })
  .meta({ id: 'SparkLeafPublicKey', description: 'The new key of one leaf.' });

const newLeafPublicKeys = z
  .array(SparkLeafPublicKeySchema)
  .meta({ description: 'The leaves’ new public keys, one per leaf, in request order.' });

export const SparkTransferLeafSchema = z
  .object({
    leafId: id('The leaf to hand over.', SPARK_LEAF_ID),
    oldLeafDerivation: SparkKeyDerivationSchema,
    newLeafDerivation: SparkKeyDerivationSchema,
    refundSignature: text(
      'Your CPFP refund signature (hex), copied unchanged into the operator packages; leave it out to omit it.',
    ).optional(),
    directRefundSignature: text('Your direct refund signature (hex), copied unchanged.').optional(),
    directFromCpfpRefundSignature: text(
      'Your direct-from-CPFP refund signature (hex), copied unchanged.',
    ).optional(),
  })
  .meta({
    id: 'SparkTransferLeaf',
    description:
      'One leaf of an outgoing transfer. `oldLeafDerivation` names the leaf’s current key and `newLeafDerivation` the key it moves to, both as `signingLeaf` derivations; the new private key is encrypted to the receiver, and because it is derived rather than random a retry yields the same key.',
  });

export const SparkTransferPackageSchema = z
  .object({
    transferId: id('The Spark transfer.', SPARK_TRANSFER_ID),
    leaves: z.array(SparkTransferLeafSchema).meta({ description: 'The leaves to send.' }),
    threshold: count('How many operators’ shares rebuild each leaf’s key tweak (Feldman VSS).', 2),
    operatorRecipients: operatorRecipients('shares of each leaf’s key tweak'),
    receiverPublicKey: point(
      'The receiver’s Spark identity key; each new leaf key is encrypted to it.',
      SPARK_COUNTERPARTY_IDENTITY_KEY,
    ),
  })
  .meta({ id: 'SparkTransferPackage', description: 'An outgoing transfer.' });

export const SparkPrepareTransferIntentSchema = z
  .object({
    signWith: signWith('that sends'),
    transfer: SparkTransferPackageSchema,
  })
  .meta({
    id: 'SparkPrepareTransferIntent',
    description: 'Parameters of spark_prepare_transfer.',
  });
export type SparkPrepareTransferIntent = z.infer<typeof SparkPrepareTransferIntentSchema>;

export const SparkPrepareTransferResultSchema = z
  .object({
    operatorPackages,
    transferUserSignature: text(
      'The wallet’s identity-key signature (ECDSA, DER, hex) over the transfer package, which the operators check.',
      SPARK_SENDER_SIGNATURE,
    ),
    newLeafPublicKeys,
  })
  .meta({
    id: 'SparkPrepareTransferResult',
    description: 'Result of spark_prepare_transfer.',
  });
export type SparkPrepareTransferResult = z.infer<typeof SparkPrepareTransferResultSchema>;

export const SparkClaimLeafSchema = z
  .object({
    leafId: id('The leaf to claim.', SPARK_LEAF_ID),
    ciphertext: text(
      'The leaf secret the sender encrypted (ECIES, hex) to this wallet’s identity key; only the enclave decrypts it.',
      SPARK_OPERATOR_PACKAGE,
    ),
    senderSignature: text(
      'The sender’s 64-byte compact ECDSA signature (hex) tying leaf, transfer and ciphertext to their identity key; checked before decryption.',
      SPARK_SENDER_SIGNATURE,
    ),
  })
  .meta({ id: 'SparkClaimLeaf', description: 'One leaf of an incoming transfer.' });

export const SparkClaimPackageSchema = z
  .object({
    leaves: z.array(SparkClaimLeafSchema).meta({ description: 'The leaves to claim.' }),
    threshold: count('How many operators’ shares rebuild each leaf’s claim secret (Shamir).', 2),
    operatorRecipients: operatorRecipients('shares of each claim secret'),
    transferId: id('The Spark transfer being claimed.', SPARK_TRANSFER_ID),
    senderIdentityPublicKey: point(
      'The sender’s identity key, which checks each `senderSignature`.',
      SPARK_COUNTERPARTY_IDENTITY_KEY,
    ),
  })
  .meta({ id: 'SparkClaimPackage', description: 'An incoming transfer to claim.' });

export const SparkClaimTransferIntentSchema = z
  .object({ signWith: signWith('that receives'), claim: SparkClaimPackageSchema })
  .meta({ id: 'SparkClaimTransferIntent', description: 'Parameters of spark_claim_transfer.' });
export type SparkClaimTransferIntent = z.infer<typeof SparkClaimTransferIntentSchema>;

export const SparkClaimTransferResultSchema = z
  .object({ operatorPackages, newLeafPublicKeys })
  .meta({ id: 'SparkClaimTransferResult', description: 'Result of spark_claim_transfer.' });
export type SparkClaimTransferResult = z.infer<typeof SparkClaimTransferResultSchema>;

export const SparkPrepareLightningReceiveIntentSchema = z
  .object({
    signWith: signWith('that receives the payment'),
    lightningReceive: z
      .object({
        threshold: count('How many operators’ shares rebuild the preimage (Feldman VSS).', 2),
        operatorRecipients: operatorRecipients('shares of the preimage'),
      })
      .meta({
        id: 'SparkLightningReceivePackage',
        description: 'How to split the preimage among the operators.',
      }),
  })
  .meta({
    id: 'SparkPrepareLightningReceiveIntent',
    description: 'Parameters of spark_prepare_lightning_receive.',
  });
export type SparkPrepareLightningReceiveIntent = z.infer<
  typeof SparkPrepareLightningReceiveIntentSchema
>;

export const SparkPrepareLightningReceiveResultSchema = z
  .object({
    operatorPackages,
    paymentHash: text(
      'SHA-256 of the new preimage (hex): put it in the Lightning invoice.',
      SPARK_PAYMENT_HASH,
    ),
  })
  .meta({
    id: 'SparkPrepareLightningReceiveResult',
    description: 'Result of spark_prepare_lightning_receive.',
  });
export type SparkPrepareLightningReceiveResult = z.infer<
  typeof SparkPrepareLightningReceiveResultSchema
>;

export const SparkFrostCommitmentSchema = z
  .object({
    id: text('The participant’s FROST identifier (a 32-byte scalar, hex).', SPARK_SIGHASH),
    hiding: point('Its hiding nonce commitment (D).', SPARK_OPERATOR_ENCRYPTION_KEY),
    binding: point('Its binding nonce commitment (E).', SPARK_NEW_LEAF_PUBLIC_KEY),
  })
  .meta({ id: 'SparkFrostCommitment', description: 'Another signer’s nonce commitments.' });

export const SparkSignatureRequestSchema = z
  .object({
    derivation: SparkKeyDerivationSchema,
    message: text('The 32-byte sighash to sign, hex.', SPARK_SIGHASH),
    verifyingKey: point(
      'The group’s verifying key: the operators’ key plus the user’s.',
      SPARK_COUNTERPARTY_IDENTITY_KEY,
    ),
    operatorCommitments: z.array(SparkFrostCommitmentSchema).meta({
      description:
        'The commitments of every other participant. Leave out an entry for the platform’s own identifier.',
    }),
    adaptorPublicKey: point(
      'For adaptor flows such as leaf swaps: the adaptor point T. The platform then returns an adaptor pre-signature that whoever knows T’s discrete log completes into a BIP-340 signature; leave it out for a plain partial signature.',
      SPARK_NEW_LEAF_PUBLIC_KEY,
    ).optional(),
  })
  .meta({ id: 'SparkSignatureRequest', description: 'One message to sign.' });

export const SparkSignFrostIntentSchema = z
  .object({
    signWith: signWith('to sign with'),
    signatures: z
      .array(SparkSignatureRequestSchema)
      .meta({ description: 'The messages to sign, in one batch.' }),
  })
  .meta({ id: 'SparkSignFrostIntent', description: 'Parameters of spark_sign_frost.' });
export type SparkSignFrostIntent = z.infer<typeof SparkSignFrostIntentSchema>;

export const SparkPartialSignatureSchema = z
  .object({
    signatureShare: text('The platform’s FROST partial signature, hex.', SPARK_SIGHASH),
    hiding: point(
      'The platform’s hiding commitment (D); pass it to the operator.',
      SPARK_OPERATOR_ENCRYPTION_KEY,
    ),
    binding: point(
      'The platform’s binding commitment (E); pass it to the operator.',
      SPARK_NEW_LEAF_PUBLIC_KEY,
    ),
  })
  .meta({ id: 'SparkPartialSignature', description: 'The platform’s share of one signature.' });

export const SparkSignFrostResultSchema = z
  .object({
    signatures: z
      .array(SparkPartialSignatureSchema)
      .meta({ description: 'One per requested message, in request order.' }),
  })
  .meta({ id: 'SparkSignFrostResult', description: 'Result of spark_sign_frost.' });
export type SparkSignFrostResult = z.infer<typeof SparkSignFrostResultSchema>;
