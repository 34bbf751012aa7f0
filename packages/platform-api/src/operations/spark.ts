/**
 * Spark tag: the key operations a Spark wallet owner performs, computed in the platform's
 * enclave from a Spark wallet account. The caller talks to the Spark operators.
 */
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

const operators = [
  { operatorId: ids.SPARK_OPERATOR_ID, encryptionPublicKey: ids.SPARK_OPERATOR_ENCRYPTION_KEY },
  {
    operatorId: ids.SPARK_SECOND_OPERATOR_ID,
    encryptionPublicKey: ids.SPARK_SECOND_OPERATOR_ENCRYPTION_KEY,
  },
];
const operatorPackages = [
  { operatorId: ids.SPARK_OPERATOR_ID, encryptedPackage: ids.SPARK_OPERATOR_PACKAGE },
  { operatorId: ids.SPARK_SECOND_OPERATOR_ID, encryptedPackage: ids.SPARK_SECOND_OPERATOR_PACKAGE },
];
const leafKey = { signingLeaf: { leafId: ids.SPARK_LEAF_ID } };
const newLeafPublicKeys = [{ leafId: ids.SPARK_LEAF_ID, publicKey: ids.SPARK_NEW_LEAF_PUBLIC_KEY }];
const SPARK_NOTE =
  'It does no FROST signing (that is spark_sign_frost), and delivering the packages to the operators is up to you.';

export const sparkOperations: Operation[] = [
  defineSubmission({
    name: 'spark_claim_transfer',
    sdkMethod: 'sparkClaimTransfer',
    tag: 'Spark',
    summary: 'Claim Spark transfer',
    description: `Receiver side of a Spark transfer: inside the enclave, checks each leaf’s \`senderSignature\` against \`senderIdentityPublicKey\`, decrypts the leaf secret with the wallet’s identity key, moves each leaf to a new key of this wallet and splits the claim secret into Shamir shares, one encrypted package per operator. ${SPARK_NOTE} The packages and the new leaf keys are in \`activity.result.sparkClaimTransferResult\`.`,
    activityType: 'ACTIVITY_TYPE_SPARK_CLAIM_TRANSFER',
    intentKey: 'sparkClaimTransferIntent',
    appProofs: false,
    result: { key: 'sparkClaimTransferResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.SPARK_ADDRESS,
        claim: {
          leaves: [
            {
              leafId: ids.SPARK_LEAF_ID,
              ciphertext: ids.SPARK_OPERATOR_PACKAGE,
              senderSignature: ids.SPARK_SENDER_SIGNATURE,
            },
          ],
          threshold: 2,
          operatorRecipients: operators,
          transferId: ids.SPARK_TRANSFER_ID,
          senderIdentityPublicKey: ids.SPARK_COUNTERPARTY_IDENTITY_KEY,
        },
      },
      result: { operatorPackages, newLeafPublicKeys },
    },
  }),
  defineSubmission({
    name: 'spark_prepare_lightning_receive',
    sdkMethod: 'sparkPrepareLightningReceive',
    tag: 'Spark',
    summary: 'Prepare Spark Lightning receive',
    description: `First step of receiving a Lightning payment into a Spark wallet: the enclave creates a fresh preimage and splits it into Feldman shares, \`threshold\` of which rebuild it, one encrypted package per operator. List the operators in the order of their numeric ids, since a share’s index is its position. ${SPARK_NOTE} The packages and the \`paymentHash\` for the invoice are in \`activity.result.sparkPrepareLightningReceiveResult\`.`,
    activityType: 'ACTIVITY_TYPE_SPARK_PREPARE_LIGHTNING_RECEIVE',
    intentKey: 'sparkPrepareLightningReceiveIntent',
    appProofs: false,
    result: { key: 'sparkPrepareLightningReceiveResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.SPARK_ADDRESS,
        lightningReceive: { threshold: 2, operatorRecipients: operators },
      },
      result: { operatorPackages, paymentHash: ids.SPARK_PAYMENT_HASH },
    },
  }),
  defineSubmission({
    name: 'spark_prepare_transfer',
    sdkMethod: 'sparkPrepareTransfer',
    tag: 'Spark',
    summary: 'Prepare Spark transfer',
    description: `Sender side of a Spark transfer of bitcoin: for each leaf, the enclave derives the key the leaf moves to, encrypts it to \`receiverPublicKey\`, splits the key tweak into Feldman shares for the operators (in the order of their numeric ids) and signs the transfer with the wallet’s identity key. ${SPARK_NOTE} The packages, the signature and the new leaf keys are in \`activity.result.sparkPrepareTransferResult\`.`,
    activityType: 'ACTIVITY_TYPE_SPARK_PREPARE_TRANSFER',
    intentKey: 'sparkPrepareTransferIntent',
    appProofs: false,
    result: { key: 'sparkPrepareTransferResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.SPARK_ADDRESS,
        transfer: {
          transferId: ids.SPARK_TRANSFER_ID,
          leaves: [
            { leafId: ids.SPARK_LEAF_ID, oldLeafDerivation: leafKey, newLeafDerivation: leafKey },
          ],
          threshold: 2,
          operatorRecipients: operators,
          receiverPublicKey: ids.SPARK_COUNTERPARTY_IDENTITY_KEY,
        },
      },
      result: {
        operatorPackages,
        transferUserSignature: ids.SPARK_SENDER_SIGNATURE,
        newLeafPublicKeys,
      },
    },
  }),
  defineSubmission({
    name: 'spark_sign_frost',
    sdkMethod: 'sparkSignFrost',
    tag: 'Spark',
    summary: 'Spark FROST partial signatures',
    description:
      'Produces the wallet’s FROST partial signature for each sighash in a batch, with the key chosen by `derivation` and the nonce commitments of every other participant (never one under the platform’s own identifier). Set `adaptorPublicKey` only for adaptor flows such as leaf swaps. It builds no operator packages; the partial signatures and the platform’s commitments, to pass to the operators, are in `activity.result.sparkSignFrostResult.signatures`, in request order.',
    activityType: 'ACTIVITY_TYPE_SPARK_SIGN_FROST',
    intentKey: 'sparkSignFrostIntent',
    appProofs: false,
    result: { key: 'sparkSignFrostResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.SPARK_ADDRESS,
        signatures: [
          {
            derivation: leafKey,
            message: ids.SPARK_SIGHASH,
            verifyingKey: ids.SPARK_COUNTERPARTY_IDENTITY_KEY,
            operatorCommitments: [
              {
                id: ids.SPARK_PAYMENT_HASH,
                hiding: ids.SPARK_OPERATOR_ENCRYPTION_KEY,
                binding: ids.SPARK_SECOND_OPERATOR_ENCRYPTION_KEY,
              },
            ],
          },
        ],
      },
      result: {
        signatures: [
          {
            signatureShare: ids.SPARK_PAYMENT_HASH,
            hiding: ids.SPARK_NEW_LEAF_PUBLIC_KEY,
            binding: ids.SPARK_COUNTERPARTY_IDENTITY_KEY,
          },
        ],
      },
    },
  }),
];
