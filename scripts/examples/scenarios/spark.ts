/**
 * The errors table of the Spark page: `signWith` outside the organization or not secp256k1,
 * operator lists and thresholds out of range, public keys that are not secp256k1 points,
 * derivations naming zero or two keys, FROST messages that are not sighashes, empty lists, and a
 * claim leaf whose sender signature does not verify.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@docs/platform-api/bytes';
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, requestInvalid } from './refusal';
import { now, walletIn, type Scenario } from './support';

const SPARK = 'documentation/products/spark.mdx';
const NOBODY = '0x00000000000000000000000000000000000000b0';
const SOLANA_ACCOUNT = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
} as const;

type Transfer = Parameters<TurnkeyClient['sparkPrepareTransfer']>[0]['parameters']['transfer'];
type Claim = Parameters<TurnkeyClient['sparkClaimTransfer']>[0]['parameters']['claim'];
type FrostRequest = Parameters<
  TurnkeyClient['sparkSignFrost']
>[0]['parameters']['signatures'][number];

const point = () => bytesToHex(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true));

export const spark: Scenario = {
  name: 'spark',
  does: 'spark_prepare_transfer, spark_claim_transfer and spark_sign_frost with a foreign and an ed25519 signWith, no operators, thresholds 0 and 2 of 1, keys that are not points, derivations of zero and two keys, a short message, empty lists and a bad sender signature',
  rows: [
    { doc: SPARK, row: '`signWith` is no account of the organization' },
    { doc: SPARK, row: '`signWith` is not a secp256k1 key' },
    { doc: SPARK, row: 'No operator recipients, or `threshold` below 1 or above their number' },
    {
      doc: SPARK,
      row: 'An `encryptionPublicKey`, `receiverPublicKey` or `senderIdentityPublicKey` that is not a secp256k1 point',
    },
    { doc: SPARK, row: 'A derivation naming zero or several keys' },
    {
      doc: SPARK,
      row: 'A FROST `message` that is not 32 bytes of hex, or an empty `signatures` or `leaves` list',
    },
    { doc: SPARK, row: 'A claim leaf whose `senderSignature` does not verify' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { organizationId, client } = org;
    const {
      addresses: [address = '', solana = ''],
    } = await walletIn(org, [
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/60'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
      },
      SOLANA_ACCOUNT,
    ]);
    const envelope = () => ({ timestampMs: now(), organizationId });
    const operators = [{ operatorId: 'operator-1', encryptionPublicKey: point() }];
    const transfer: Transfer = {
      transferId: 'transfer-1',
      leaves: [
        {
          leafId: 'leaf-1',
          oldLeafDerivation: { signingLeaf: { leafId: 'leaf-1' } },
          newLeafDerivation: { signingLeaf: { leafId: 'leaf-2' } },
        },
      ],
      threshold: 1,
      operatorRecipients: operators,
      receiverPublicKey: point(),
    };
    const prepare =
      (changes: Partial<Transfer>, signWith = address) =>
      () =>
        client.sparkPrepareTransfer({
          type: 'ACTIVITY_TYPE_SPARK_PREPARE_TRANSFER',
          ...envelope(),
          parameters: { signWith, transfer: { ...transfer, ...changes } },
        });
    const claim: Claim = {
      transferId: 'transfer-1',
      leaves: [{ leafId: 'leaf-1', ciphertext: 'ab'.repeat(80), senderSignature: '11'.repeat(64) }],
      threshold: 1,
      operatorRecipients: operators,
      senderIdentityPublicKey: point(),
    };
    const claiming = (changes: Partial<Claim>) => () =>
      client.sparkClaimTransfer({
        type: 'ACTIVITY_TYPE_SPARK_CLAIM_TRANSFER',
        ...envelope(),
        parameters: { signWith: address, claim: { ...claim, ...changes } },
      });
    const frost: FrostRequest = {
      derivation: { identity: {} },
      message: '07'.repeat(32),
      verifyingKey: point(),
      operatorCommitments: [],
    };
    const sign = (signatures: FrostRequest[]) => () =>
      client.sparkSignFrost({
        type: 'ACTIVITY_TYPE_SPARK_SIGN_FROST',
        ...envelope(),
        parameters: { signWith: address, signatures },
      });

    await refuses(
      context,
      observed,
      'a foreign signWith',
      prepare({}, NOBODY),
      requestInvalid(404, 'signWith'),
    );
    await refuses(
      context,
      observed,
      'an ed25519 signWith',
      prepare({}, solana),
      requestInvalid(400, 'signWith'),
    );

    await refuses(
      context,
      observed,
      'no operators',
      prepare({ operatorRecipients: [] }),
      requestInvalid(400, 'transfer.operatorRecipients'),
    );
    for (const threshold of [0, 2]) {
      await refuses(
        context,
        observed,
        `threshold ${threshold} of 1`,
        prepare({ threshold }),
        requestInvalid(400, 'transfer.threshold'),
      );
    }

    const notAPoint = `02${'ff'.repeat(32)}`;
    await refuses(
      context,
      observed,
      'an encryptionPublicKey that is not a point',
      prepare({
        operatorRecipients: [{ operatorId: 'operator-1', encryptionPublicKey: notAPoint }],
      }),
      requestInvalid(400, 'encryptionPublicKey'),
    );
    await refuses(
      context,
      observed,
      'a receiverPublicKey that is not a point',
      prepare({ receiverPublicKey: 'receiver' }),
      requestInvalid(400, 'receiverPublicKey'),
    );
    await refuses(
      context,
      observed,
      'a senderIdentityPublicKey that is not a point',
      claiming({ senderIdentityPublicKey: notAPoint }),
      requestInvalid(400, 'senderIdentityPublicKey'),
    );

    await refuses(
      context,
      observed,
      'a derivation of no key',
      sign([{ ...frost, derivation: {} }]),
      requestInvalid(400, 'signatures[0]'),
    );
    await refuses(
      context,
      observed,
      'a derivation of two keys',
      prepare({
        leaves: [
          {
            leafId: 'leaf-1',
            oldLeafDerivation: { signingLeaf: { leafId: 'leaf-1' }, identity: {} },
            newLeafDerivation: { signingLeaf: { leafId: 'leaf-2' } },
          },
        ],
      }),
      requestInvalid(400, 'oldLeafDerivation'),
    );

    for (const message of ['07'.repeat(31), 'zz'.repeat(32)]) {
      await refuses(
        context,
        observed,
        `a message of ${message.length} characters`,
        sign([{ ...frost, message }]),
        requestInvalid(400, 'signatures[0].message'),
      );
    }
    await refuses(context, observed, 'no signatures', sign([]), requestInvalid(400, 'signatures'));
    await refuses(
      context,
      observed,
      'no transfer leaves',
      prepare({ leaves: [] }),
      requestInvalid(400, 'transfer.leaves'),
    );
    await refuses(
      context,
      observed,
      'no claim leaves',
      claiming({ leaves: [] }),
      requestInvalid(400, 'claim.leaves'),
    );

    await refuses(
      context,
      observed,
      'a sender signature that does not verify',
      claiming({}),
      requestInvalid(400, 'claim.leaves[0].senderSignature'),
    );
  },
};
