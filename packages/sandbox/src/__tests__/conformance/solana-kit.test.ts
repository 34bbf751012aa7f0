/**
 * `@solana/kit` against the local devnet, the way its own helpers confirm: `airdropFactory`
 * asks for `requestAirdrop` and waits for the signature over the WebSocket, and
 * `sendAndConfirmTransactionFactory` sends a transfer and waits the same way, while account
 * subscriptions see each balance change, the airdrop's included; a token account's subscription
 * in `jsonParsed` sees the new amount parsed.
 */
import {
  AccountRole,
  address,
  airdropFactory,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEVNET as DEVNET, useSolanaDevnet } from './solana-devnet';

const devnet = useSolanaDevnet();
const { harness } = devnet;
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
type Subscriptions = ReturnType<typeof createSolanaRpcSubscriptions>;

/**
 * Opens an account subscription and gives the lamports of `account`'s first change (wrapped, so
 * that awaiting the subscription does not wait for the change).
 */
async function firstBalanceChange(
  rpcSubscriptions: Subscriptions,
  account: Address,
  abortSignal: AbortSignal,
): Promise<{ lamports: Promise<bigint | undefined> }> {
  const changes = await rpcSubscriptions
    .accountNotifications(account, { commitment: 'confirmed', encoding: 'base64' })
    .subscribe({ abortSignal });
  const lamports = (async () => {
    for await (const change of changes) return change.value.lamports;
    return undefined;
  })();
  return { lamports };
}

const clients = () => ({
  rpc: createSolanaRpc(devnet.rpcUrl),
  rpcSubscriptions: createSolanaRpcSubscriptions(devnet.wsUrl),
});

/** The System Program's Transfer (instruction 2, then the amount as a little-endian u64). */
function transferInstruction(from: Address, to: Address, amount: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

describe('@solana/kit on the local devnet', () => {
  it('confirms an airdrop and a transfer over the WebSocket', async () => {
    const { rpc, rpcSubscriptions } = clients();
    const payer = await generateKeyPairSigner();
    const recipient = (await generateKeyPairSigner()).address;
    const abort = new AbortController();
    const funded = await firstBalanceChange(rpcSubscriptions, payer.address, abort.signal);
    const received = await firstBalanceChange(rpcSubscriptions, recipient, abort.signal);

    const airdropped = await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: payer.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    });
    expect(typeof airdropped).toBe('string');
    expect((await rpc.getBalance(payer.address).send()).value).toBe(2_000_000_000n);
    expect(await funded.lamports).toBe(2_000_000_000n);

    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          transferInstruction(payer.address, recipient, 5_000_000n),
          draft,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    assertIsTransactionWithBlockhashLifetime(signed);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, {
      commitment: 'confirmed',
    });
    const signature = getSignatureFromTransaction(signed);
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    expect(status?.err).toBeNull();
    expect(await received.lamports).toBe(5_000_000n);
    abort.abort();
    expect((await rpc.getBalance(recipient).send()).value).toBe(5_000_000n);
  });

  it('parses a token account in a jsonParsed account subscription', async () => {
    const { rpc, rpcSubscriptions } = clients();
    const owner = (await generateKeyPairSigner()).address;
    const grant = async (amount: string) => {
      const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ caip2: DEVNET, address: owner, amount, asset: 'USDC' }),
      });
      expect(response.status).toBe(200);
    };
    await grant('1000000');
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(
        owner,
        { mint: address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU') },
        { encoding: 'base64' },
      )
      .send();
    const tokenAccount = accounts[0]?.pubkey;
    if (!tokenAccount) throw new Error('the faucet made no token account');

    const abort = new AbortController();
    const changes = await rpcSubscriptions
      .accountNotifications(tokenAccount, { commitment: 'confirmed', encoding: 'jsonParsed' })
      .subscribe({ abortSignal: abort.signal });
    // kit hands out only what arrives once its iterator is being read, so read before granting.
    const firstChange = (async () => {
      for await (const change of changes) return change.value.data;
      return undefined;
    })();
    await grant('2500000');
    expect(await firstChange).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: { owner, tokenAmount: { amount: '3500000', decimals: 6, uiAmountString: '3.5' } },
      },
    });
    abort.abort();
  });
});
