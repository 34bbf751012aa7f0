/**
 * `solana.tx`, `bitcoin.tx`, `tron.tx` and `tempo.tx` deciding real sign_transaction requests: the root user
 * creates the policies with `@turnkey/sdk-server`, a non-root user signs with `@turnkey/http`,
 * and the transactions come from `@solana/web3.js`, `@scure/btc-signer` and java-tron's raw_data
 * layout. Each chain: denied with no policy, allowed by a policy on the decoded transaction,
 * denied again when the transaction breaks the condition; a transaction that does not decode
 * matches no policy.
 */
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { TEST_NETWORK, Transaction as Psbt, p2wpkh } from '@scure/btc-signer';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { encodeFunctionData, erc20Abi, keccak256, recoverAddress, toHex } from 'viem';
import { Transaction as TempoTransaction } from 'viem/tempo';
import { describe, expect, it } from 'vitest';
import {
  address as tronBytes,
  contract,
  field,
  message,
  rawData,
  tronAddress,
} from '../../core/policy/__tests__/tron-raw-data';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { createWalletIn, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

type TransactionType =
  | 'TRANSACTION_TYPE_SOLANA'
  | 'TRANSACTION_TYPE_BITCOIN'
  | 'TRANSACTION_TYPE_TRON'
  | 'TRANSACTION_TYPE_TEMPO';

/** A root user's wallet with `account`, and a non-root user who signs with it. */
async function setUp(account: Parameters<typeof createWalletIn>[2][number]) {
  const root = await newOrganization(harness);
  const { walletId, address } = await createWalletIn(root, 'Chain', [account]);
  const signer = await nonRootUserOf(harness, root, 'signer');
  const sign = (unsignedTransaction: string, type: TransactionType) =>
    signer.client.signTransaction({
      type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: { signWith: address, unsignedTransaction, type },
    });
  const allow = (condition: string, effect: 'EFFECT_ALLOW' | 'EFFECT_DENY' = 'EFFECT_ALLOW') =>
    serverClientOf(harness, root).createPolicy({
      policyName: `${effect} ${condition}`,
      effect,
      consensus: `approvers.any(user, user.id == '${signer.userId}')`,
      condition,
      notes: '',
    });
  return { root, walletId, address, sign, allow };
}

const outcomeOf = async (call: Promise<unknown>) => (await failure(call)).message;

describe('transaction policies', () => {
  it('solana.tx: only transfers of at most 5000 lamports to the treasury', async () => {
    const { address, sign, allow } = await setUp({
      curve: 'CURVE_ED25519',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/501'/0'/0'",
      addressFormat: 'ADDRESS_FORMAT_SOLANA',
    });
    const treasury = new PublicKey(new Uint8Array(32).fill(9));
    const transfer = (lamports: number) => {
      const from = new PublicKey(address);
      const tx = new Transaction({
        feePayer: from,
        recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(),
      });
      tx.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: treasury, lamports }));
      return tx.serialize({ requireAllSignatures: false }).toString('hex');
    };

    expect(await outcomeOf(sign(transfer(5000), 'TRANSACTION_TYPE_SOLANA'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
    await allow(
      `solana.tx.transfers.count == 1 && solana.tx.transfers.all(t, t.to == '${treasury.toBase58()}' && t.amount <= 5000)`,
    );
    const { activity } = await sign(transfer(5000), 'TRANSACTION_TYPE_SOLANA');
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const signed = Transaction.from(
      hexToBytes(activity.result.signTransactionResult?.signedTransaction ?? ''),
    );
    expect(signed.verifySignatures()).toBe(true);

    expect(await outcomeOf(sign(transfer(5001), 'TRANSACTION_TYPE_SOLANA'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
    expect(await outcomeOf(sign('00ff', 'TRANSACTION_TYPE_SOLANA'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
  });

  it('bitcoin.tx: outputs to one address under a fee cap, and a deny on high fees', async () => {
    const { root, walletId, address, sign, allow } = await setUp({
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/84'/1'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
    });
    const { account } = await root.client.getWalletAccount({
      organizationId: root.organizationId,
      walletId,
      address,
    });
    const publicKey = hexToBytes(account.publicKey ?? '');
    const psbt = (fee: bigint) => {
      const tx = new Psbt();
      tx.addInput({
        txid: 'a3f1'.repeat(16),
        index: 0,
        witnessUtxo: { script: p2wpkh(publicKey, TEST_NETWORK).script, amount: 100_000n },
      });
      tx.addOutputAddress(address, 100_000n - fee, TEST_NETWORK);
      return bytesToHex(tx.toPSBT());
    };

    expect(await outcomeOf(sign(psbt(1_000n), 'TRANSACTION_TYPE_BITCOIN'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
    await allow(`bitcoin.tx.outputs.all(o, o.address == '${address}')`);
    await allow('bitcoin.tx.fee > 50000', 'EFFECT_DENY');
    const { activity } = await sign(psbt(1_000n), 'TRANSACTION_TYPE_BITCOIN');
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const signed = Psbt.fromPSBT(
      hexToBytes(activity.result.signTransactionResult?.signedTransaction ?? ''),
    );
    signed.finalize();
    expect(signed.isFinal).toBe(true);

    expect(await outcomeOf(sign(psbt(60_000n), 'TRANSACTION_TYPE_BITCOIN'))).toMatch(
      /OUTCOME_DENY_EXPLICIT/,
    );
  });

  it('tron.tx: TRX transfers under 10 TRX, read from raw_data', async () => {
    const { address, sign, allow } = await setUp({
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/195'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_TRON',
    });
    const transfer = (sun: number) =>
      rawData(
        contract(
          1,
          'TransferContract',
          message(
            field(1, tronBytes(address)),
            field(2, tronBytes(tronAddress(0x22))),
            field(3, sun),
          ),
        ),
      );

    expect(await outcomeOf(sign(transfer(9_000_000), 'TRANSACTION_TYPE_TRON'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
    await allow(
      `tron.tx.contract[0].type == 'TransferContract' && tron.tx.contract[0].owner_address == '${address}' && tron.tx.contract[0].amount < 10000000`,
    );
    const { activity } = await sign(transfer(9_000_000), 'TRANSACTION_TYPE_TRON');
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.result.signTransactionResult?.signedTransaction).toContain(transfer(9_000_000));

    expect(await outcomeOf(sign(transfer(10_000_000), 'TRANSACTION_TYPE_TRON'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
    // Not raw_data: no policy applies to it, so it is denied rather than signed.
    expect(await outcomeOf(sign('0a020a2b5a67', 'TRANSACTION_TYPE_TRON'))).toMatch(
      /OUTCOME_DENY_IMPLICIT/,
    );
  });

  it('tempo.tx: a batch of token transfers passes the policy, an approve in the batch does not', async () => {
    const { address, sign, allow } = await setUp({
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    });
    const token: `0x${string}` = '0x20c0000000000000000000000000000000000001';
    const recipient = '0x3333333333333333333333333333333333333333';
    const call = (functionName: 'transfer' | 'approve') => ({
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName, args: [recipient, 5n] }),
    });
    const batch = (...names: ('transfer' | 'approve')[]) =>
      TempoTransaction.serialize({ type: 'tempo', chainId: 42431, calls: names.map(call) });
    await allow(
      `tempo.tx.from == '${address.toLowerCase()}' && tempo.tx.calls.all(call, call.to == '${token}' && call.function_signature == '0xa9059cbb')`,
    );
    // Allowed by the policy and signed by the sending account.
    const unsigned = await batch('transfer', 'transfer');
    const { activity } = await sign(unsigned, 'TRANSACTION_TYPE_TEMPO');
    const signed = activity.result.signTransactionResult?.signedTransaction ?? '';
    const envelope = TempoTransaction.deserialize(`0x${signed}` as `0x76${string}`).signature;
    const { r = 0n, s = 0n, yParity = -1 } = envelope?.signature ?? {};
    expect(
      await recoverAddress({
        hash: keccak256(unsigned),
        signature: { r: toHex(r), s: toHex(s), yParity },
      }),
    ).toBe(address);
    expect(
      await outcomeOf(sign(await batch('transfer', 'approve'), 'TRANSACTION_TYPE_TEMPO')),
    ).toMatch(/OUTCOME_DENY_IMPLICIT/);
  });

  it('answers a field the sandbox does not fill with POLICY_EVALUATION_FAILED, never allowing', async () => {
    const { sign, allow } = await setUp({
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/195'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_TRON',
    });
    await allow("tron.tx.ref_block_hash != ''");
    const refused = await failure(sign(rawData(), 'TRANSACTION_TYPE_TRON'));
    expect(refused.code).toBe(3);
    expect(refused.message).toMatch(
      /could not be evaluated: ref_block_hash: the platform does not publish its format/,
    );
  });
});
