/**
 * The chains outlive their process: a second set of chains over the same SQLite file replays
 * the first one's log and arrives at the same balances, nonces and transactions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { parseEther, parseGwei } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { hexToBytes } from '@docs/platform-api/bytes';
import path from 'node:path';
import { openSqliteStorage } from '../../storage/sqlite';
import { createChains } from '../index';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('chains kept in the sandbox storage', () => {
  it('replay their faucet grants and transactions after a restart', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'chains-'));
    folders.push(folder);

    const sender = privateKeyToAccount(generatePrivateKey());
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const payer = Keypair.generate();
    const solRecipient = Keypair.generate().publicKey;

    const first = await openSqliteStorage({ location: folder });
    const chains = createChains({ storage: first });
    const evm = await chains.evm('eip155:137');
    await evm.fund(sender.address, parseEther('2'));
    const signed = await sender.signTransaction({
      chainId: 137,
      type: 'eip1559',
      nonce: 0,
      to: recipient,
      value: parseEther('1'),
      gas: 21000n,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    const hash = await evm.sendRawTransaction(hexToBytes(signed.slice(2)));
    const solana = await chains.solana('solana:mainnet');
    await solana.fund(payer.publicKey.toBase58(), 10_000_000n);
    const transfer = new Transaction({
      feePayer: payer.publicKey,
      blockhash: await solana.latestBlockhash(),
      lastValidBlockHeight: 150,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: solRecipient,
        lamports: 3_000_000,
      }),
    );
    transfer.sign(payer);
    const signature = await solana.sendTransaction(transfer.serialize());
    const blockhashAfter = await solana.latestBlockhash();
    const senderBalance = await evm.balance(sender.address);
    await first.close();

    const second = await openSqliteStorage({ location: folder });
    const again = createChains({ storage: second });
    const evmAgain = await again.evm('eip155:137');
    expect(await evmAgain.balance(recipient)).toBe(parseEther('1'));
    expect(await evmAgain.balance(sender.address)).toBe(senderBalance);
    expect(await evmAgain.nonce(sender.address)).toBe(1n);
    expect(evmAgain.transaction(hash)?.success).toBe(true);
    const solanaAgain = await again.solana('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(await solanaAgain.balance(solRecipient.toBase58())).toBe(3_000_000n);
    expect(await solanaAgain.balance(payer.publicKey.toBase58())).toBe(7_000_000n - 5000n);
    expect((await solanaAgain.transaction(signature))?.error).toBeUndefined();
    // The replay walks the same slots, so a blockhash fetched before the restart is still recent.
    expect(await solanaAgain.latestBlockhash()).toBe(blockhashAfter);
    // The addresses a program scan goes over are rebuilt by the replay too.
    const scan = (await solanaAgain.rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'getProgramAccounts',
      params: [SystemProgram.programId.toBase58(), { filters: [{ dataSize: 0 }] }],
    })) as { result: { pubkey: string }[] };
    expect(scan.result.map((found) => found.pubkey)).toEqual(
      expect.arrayContaining([payer.publicKey.toBase58(), solRecipient.toBase58()]),
    );
    // A chain never touched before the restart has nothing to replay.
    expect(await (await again.evm('eip155:1')).balance(recipient)).toBe(0n);
    await second.close();
  });
});
