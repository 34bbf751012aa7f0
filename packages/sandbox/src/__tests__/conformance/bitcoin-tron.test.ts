/**
 * sign_transaction with TRANSACTION_TYPE_BITCOIN and TRANSACTION_TYPE_TRON through
 * `@turnkey/sdk-server`'s `apiClient()`, for accounts of a sandbox wallet.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { Address, TEST_NETWORK, Transaction, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox();

async function setUp() {
  const { client } = await newServerClient(harness);
  const { walletId, addresses } = await client.createWallet({
    walletName: 'Chains',
    accounts: [
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/84'/1'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
      },
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/195'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_TRON',
      },
    ],
  });
  const [bitcoin = '', tron = ''] = addresses;
  return { client, walletId, bitcoin, tron };
}

describe('sign_transaction for Bitcoin and Tron', () => {
  it('signs the PSBT input of the P2WPKH account, which then finalizes', async () => {
    const { client, walletId, bitcoin } = await setUp();
    const { account } = await client.getWalletAccount({ walletId, address: bitcoin });
    const publicKey = hexToBytes(account.publicKey ?? '');
    const tx = new Transaction();
    tx.addInput({
      txid: 'a3f1'.repeat(16),
      index: 0,
      witnessUtxo: { script: p2wpkh(publicKey, TEST_NETWORK).script, amount: 10_000n },
    });
    tx.addOutputAddress(bitcoin, 9_000n, TEST_NETWORK);
    const { activity, signedTransaction } = await client.signTransaction({
      signWith: bitcoin,
      unsignedTransaction: bytesToHex(tx.toPSBT()),
      type: 'TRANSACTION_TYPE_BITCOIN',
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const signed = Transaction.fromPSBT(hexToBytes(signedTransaction));
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(publicKey);
    signed.finalize();
    expect(signed.isFinal).toBe(true);
  });

  it('signs Tron raw data so the signature recovers to the account', async () => {
    const { client, walletId, tron } = await setUp();
    const { account } = await client.getWalletAccount({ walletId, address: tron });
    const rawData = '0a020a2b2208e1b2c3d4e5f60718408090c1a5c8325a67';
    const { signedTransaction } = await client.signTransaction({
      signWith: tron,
      unsignedTransaction: rawData,
      type: 'TRANSACTION_TYPE_TRON',
    });
    const signature = hexToBytes(signedTransaction).slice(-65);
    const recovered = secp256k1.Signature.fromCompact(signature.slice(0, 64))
      .addRecoveryBit((signature[64] ?? 0) - 27)
      .recoverPublicKey(sha256(hexToBytes(rawData)))
      .toHex(true);
    expect(recovered).toBe(account.publicKey);
  });

  it('answers a PSBT for the Tron account with a clear error', async () => {
    const { client, tron } = await setUp();
    await expect(
      client.signTransaction({
        signWith: tron,
        unsignedTransaction: '70736274ff0102',
        type: 'TRANSACTION_TYPE_BITCOIN',
      }),
    ).rejects.toThrow(/not a valid PSBT/);
  });
});

describe('sign_raw_payload with a taproot address', () => {
  it('signs Schnorr by the tweaked key, which the P2TR address’s output key verifies', async () => {
    const { client } = await newServerClient(harness);
    const { addresses } = await client.createWallet({
      walletName: 'Taproot',
      accounts: [
        {
          curve: 'CURVE_SECP256K1',
          pathFormat: 'PATH_FORMAT_BIP32',
          path: "m/86'/1'/0'/0/0",
          addressFormat: 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR',
        },
      ],
    });
    const address = addresses[0] ?? '';
    const digest = bytesToHex(sha256(new TextEncoder().encode('a taproot key-path sighash')));
    const signed = await client.signRawPayload({
      signWith: address,
      payload: digest,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    expect(signed.v).toBe('00');
    // The witness program of a P2TR address is the x-only output key.
    const outputKey = Address(TEST_NETWORK).decode(address);
    expect(outputKey.type).toBe('tr');
    const pubkey = outputKey.type === 'tr' ? outputKey.pubkey : new Uint8Array();
    expect(schnorr.verify(hexToBytes(`${signed.r}${signed.s}`), hexToBytes(digest), pubkey)).toBe(
      true,
    );
  });
});
