/**
 * SPL tokens on the local Solana devnet through the published clients, as a developer's
 * program drives a cluster: `@solana/spl-token` creates a mint and token accounts, mints and
 * transfers (confirming over the WebSocket), and reads them back; `@solana/web3.js` reads parsed
 * accounts, balances, supply, several accounts and a filtered program scan, and simulates;
 * `@solana/kit` reads token accounts as `jsonParsed` and estimates a transaction's compute units.
 */
import {
  TOKEN_PROGRAM_ID,
  createMint,
  createTransferCheckedInstruction,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  transfer,
} from '@solana/spl-token';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type ParsedAccountData,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFundedConnection, useSolanaDevnet } from './solana-devnet';

const devnet = useSolanaDevnet();
const funded = useFundedConnection(devnet);
const { payer } = funded;
const alice = Keypair.generate();
const bob = Keypair.generate();
let connection: Connection;

beforeAll(() => {
  connection = funded.connection;
});

describe('SPL tokens through @solana/spl-token, @solana/web3.js and @solana/kit', () => {
  it('create, mint and transfer, then read mints, token accounts and balances back', async () => {
    const mint = await createMint(connection, payer, payer.publicKey, null, 6);
    const fromAta = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mint,
      alice.publicKey,
    );
    const toAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, bob.publicKey);
    // A second call finds the account rather than creating it.
    expect(
      (await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey)).address,
    ).toEqual(fromAta.address);
    await mintTo(connection, payer, mint, fromAta.address, payer, 5_000_000);
    await transfer(connection, payer, fromAta.address, toAta.address, alice, 1_250_000);

    expect((await getAccount(connection, fromAta.address)).amount).toBe(3_750_000n);
    expect((await getAccount(connection, toAta.address)).amount).toBe(1_250_000n);
    const mintInfo = await getMint(connection, mint);
    expect(mintInfo).toMatchObject({ supply: 5_000_000n, decimals: 6, isInitialized: true });
    expect(mintInfo.mintAuthority?.toBase58()).toBe(payer.publicKey.toBase58());

    const parsedMint = await connection.getParsedAccountInfo(mint);
    expect((parsedMint.value?.data as ParsedAccountData).parsed).toEqual({
      type: 'mint',
      info: {
        mintAuthority: payer.publicKey.toBase58(),
        supply: '5000000',
        decimals: 6,
        isInitialized: true,
        freezeAuthority: null,
      },
    });
    const parsed = await connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(toAta.address.toBase58());
    const data = parsed.value[0]?.account.data;
    expect(data?.program).toBe('spl-token');
    expect(data?.parsed).toMatchObject({
      type: 'account',
      info: {
        owner: bob.publicKey.toBase58(),
        mint: mint.toBase58(),
        state: 'initialized',
        isNative: false,
        tokenAmount: { amount: '1250000', decimals: 6, uiAmount: 1.25, uiAmountString: '1.25' },
      },
    });
    expect((await connection.getTokenAccountBalance(fromAta.address)).value).toEqual({
      amount: '3750000',
      decimals: 6,
      uiAmount: 3.75,
      uiAmountString: '3.75',
    });
    expect((await connection.getTokenSupply(mint)).value.uiAmountString).toBe('5');
    const largest = await connection.getTokenLargestAccounts(mint);
    expect(largest.value.map((holder) => holder.address.toBase58())).toEqual([
      fromAta.address.toBase58(),
      toAta.address.toBase58(),
    ]);

    const several = await connection.getMultipleAccountsInfo([
      mint,
      fromAta.address,
      Keypair.generate().publicKey,
    ]);
    expect(several.map((account) => account?.data.length ?? null)).toEqual([82, 165, null]);
    expect(several[1]?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58());

    const holdersOfMint = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: mint.toBase58() } }],
    });
    expect(holdersOfMint.map(({ pubkey }) => pubkey.toBase58()).sort()).toEqual(
      [fromAta.address.toBase58(), toAta.address.toBase58()].sort(),
    );

    // A transferChecked simulated through web3.js: its logs and units, and no change after.
    const { blockhash: recent } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: recent,
      instructions: [
        createTransferCheckedInstruction(
          fromAta.address,
          mint,
          toAta.address,
          alice.publicKey,
          1_000,
          6,
        ),
      ],
    }).compileToV0Message();
    const simulated = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      accounts: { addresses: [toAta.address.toBase58()], encoding: 'base64' },
    });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);
    expect(simulated.value.logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} success`);
    const after = Buffer.from(simulated.value.accounts?.[0]?.data[0] ?? '', 'base64');
    expect(after.readBigUInt64LE(64)).toBe(1_251_000n);
    expect((await getAccount(connection, toAta.address)).amount).toBe(1_250_000n);

    // @solana/kit: token accounts as jsonParsed, and a compute-unit estimate by simulation.
    const rpc = createSolanaRpc(devnet.rpcUrl);
    const kitAccounts = await rpc
      .getTokenAccountsByOwner(
        address(alice.publicKey.toBase58()),
        { mint: address(mint.toBase58()) },
        { encoding: 'jsonParsed' },
      )
      .send();
    expect(kitAccounts.value).toHaveLength(1);
    expect(kitAccounts.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('3750000');
    const feePayer = createNoopSigner(address(payer.publicKey.toBase58()));
    const transferData = new Uint8Array(12);
    const view = new DataView(transferData.buffer);
    view.setUint32(0, 2, true);
    view.setBigUint64(4, 1_000n, true);
    const kitMessage = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
      // Estimators simulate with a placeholder blockhash the node replaces.
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n },
          draft,
        ),
      (draft) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address(SystemProgram.programId.toBase58()),
            accounts: [
              { address: feePayer.address, role: AccountRole.WRITABLE_SIGNER },
              // To a funded account: a new one would be left below the rent minimum.
              { address: address(mint.toBase58()), role: AccountRole.WRITABLE },
            ],
            data: transferData,
          },
          draft,
        ),
    );
    const estimate = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(compileTransaction(kitMessage)), {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        sigVerify: false,
      })
      .send();
    expect(estimate.value.err).toBeNull();
    expect(estimate.value.unitsConsumed).toBe(150n);
    expect(estimate.value.replacementBlockhash?.blockhash).toBe(
      (await connection.getLatestBlockhash()).blockhash,
    );
  });

  it('answers -32602 naming the param, and -32601 naming a method it does not serve', async () => {
    const post = async (method: string, params: unknown[]) =>
      (await (
        await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
      ).json()) as { error?: { code: number; message: string } };
    expect((await post('getProgramAccounts', [TOKEN_PROGRAM_ID.toBase58()])).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^params\[1\]\.filters: an unfiltered scan/),
    });
    expect(
      (await post('getTokenSupply', [new PublicKey(payer.publicKey).toBase58()])).error,
    ).toMatchObject({ code: -32602, message: expect.stringMatching(/not a Token mint/) });
    expect((await post('getSlotLeader', [])).error).toEqual({
      code: -32601,
      message: 'Method not found: getSlotLeader',
    });
  });
});
