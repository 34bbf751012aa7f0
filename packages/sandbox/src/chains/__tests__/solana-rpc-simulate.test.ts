/**
 * `simulateTransaction` and the ledger reads of the Solana devnet's JSON-RPC: a simulation
 * answers what the runtime did and changes nothing; blocks, block times and priority fees are
 * those of the landed transactions.
 */
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../index';
import type { SolanaChain } from '../types';
import { answer, call, land, refused, type Value } from './solana-rpc-calls';

interface Simulation {
  err: unknown;
  logs: string[];
  accounts: ({ lamports: number } | null)[] | null;
  unitsConsumed: number;
  returnData: unknown;
  innerInstructions: unknown;
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number };
}

let chain: SolanaChain;
const payer = Keypair.generate();
const recipient = Keypair.generate().publicKey;

beforeAll(async () => {
  chain = await createChains().solana('solana:devnet');
  await chain.fund(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
});

function transfer(blockhash: string, lamports: number, sign = true) {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports }));
  if (sign) transaction.sign(payer);
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

const simulate = (wire: Buffer, config: Record<string, unknown> = {}) =>
  call<Value<Simulation>>(chain, 'simulateTransaction', [
    wire.toString('base64'),
    { encoding: 'base64', ...config },
  ]);

describe('simulateTransaction', () => {
  it('answers logs, units and the accounts after, and changes nothing', async () => {
    const slot = await call<number>(chain, 'getSlot');
    const before = await chain.balance(payer.publicKey.toBase58());
    const { value, context } = await simulate(transfer(await chain.latestBlockhash(), 1_000_000), {
      accounts: { addresses: [recipient.toBase58()], encoding: 'base64' },
      sigVerify: true,
    });
    expect(context.slot).toBe(slot);
    expect(value.err).toBeNull();
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(value.unitsConsumed).toBeGreaterThan(0);
    expect(value.returnData).toBeNull();
    expect(value.innerInstructions).toBeNull();
    expect(value.accounts?.[0]?.lamports).toBe(1_000_000);
    expect(await call(chain, 'getSlot')).toBe(slot);
    expect(await chain.balance(payer.publicKey.toBase58())).toBe(before);
    expect(await chain.balance(recipient.toBase58())).toBe(0n);
  });

  it("answers the runtime's error for a failing transaction, with null accounts", async () => {
    const { value } = await simulate(
      transfer(await chain.latestBlockhash(), 100 * LAMPORTS_PER_SOL),
      {
        accounts: { addresses: [recipient.toBase58()] },
      },
    );
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(value.logs.join('\n')).toMatch(/insufficient lamports/);
    expect(value.accounts).toEqual([null]);
  });

  it('checks signatures only with sigVerify, and replaces an unknown blockhash when asked', async () => {
    const unsigned = transfer(await chain.latestBlockhash(), 1_000_000, false);
    expect((await simulate(unsigned)).value.err).toBeNull();
    const wrongSignature = Buffer.from(unsigned);
    wrongSignature.fill(1, 1, 65);
    for (const wire of [unsigned, wrongSignature]) {
      const { error } = await answer(chain, 'simulateTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', sigVerify: true },
      ]);
      expect(error).toEqual({
        code: -32003,
        message: 'Transaction signature verification failure',
      });
    }
    const stale = transfer(Keypair.generate().publicKey.toBase58(), 1_000_000, false);
    expect((await simulate(stale)).value.err).toBe('BlockhashNotFound');
    const replaced = await simulate(stale, { replaceRecentBlockhash: true });
    expect(replaced.value.err).toBeNull();
    expect(replaced.value.replacementBlockhash?.blockhash).toBe(await chain.latestBlockhash());
  });

  it('accepts a blockhash that is recent but no longer the latest, as a send does', async () => {
    const older = await chain.latestBlockhash();
    await land(
      chain,
      payer,
      [],
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: 1_000_000,
      }),
    );
    expect(await chain.latestBlockhash()).not.toBe(older);
    expect((await simulate(transfer(older, 2_000_000), { sigVerify: true })).value.err).toBeNull();
  });

  it('runs a transaction that already landed again, as a cluster does; a second send is refused', async () => {
    const wire = transfer(await chain.latestBlockhash(), 3_000_000);
    const signature = await call<string>(chain, 'sendTransaction', [
      wire.toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(typeof signature).toBe('string');
    for (const config of [{}, { sigVerify: true }]) {
      const { value } = await simulate(wire, config);
      expect(value.err).toBeNull();
      expect(value.logs.join('\n')).toMatch(/success/);
    }
    // The landed signature over other bytes is still a bad signature.
    const tampered = Buffer.from(wire);
    const last = tampered.length - 1;
    tampered.writeUInt8(tampered.readUInt8(last) ^ 1, last);
    const { error } = await answer(chain, 'simulateTransaction', [
      tampered.toString('base64'),
      { encoding: 'base64', sigVerify: true },
    ]);
    expect(error?.code).toBe(-32003);
    const again = await answer(chain, 'sendTransaction', [
      wire.toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(JSON.stringify(again.error)).toMatch(/AlreadyProcessed|already been processed/);
  });

  it('names each bad param', async () => {
    const wire = transfer(await chain.latestBlockhash(), 1);
    expect(
      await refused(chain, 'simulateTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
      ]),
    ).toMatch(/^params\[1\]: sigVerify may not be used with replaceRecentBlockhash/);
    expect(await refused(chain, 'simulateTransaction', ['AAAA', { encoding: 'base64' }])).toMatch(
      /^params\[0\]: does not decode/,
    );
    expect(
      await refused(chain, 'simulateTransaction', [wire.toString('base64'), { encoding: 'hex' }]),
    ).toMatch(/^params\[0\]: encoding hex/);
    expect(
      await refused(chain, 'simulateTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', sigVerify: 'yes' },
      ]),
    ).toMatch(/^params\[1\]\.sigVerify: expected a boolean/);
    expect(
      await refused(chain, 'simulateTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', accounts: { addresses: [recipient.toBase58()], encoding: 'base58' } },
      ]),
    ).toMatch(/^params\[1\]\.accounts\.encoding: base58 encoding not supported/);
    expect(
      await refused(chain, 'simulateTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', accounts: { addresses: Array(4).fill(recipient.toBase58()) } },
      ]),
    ).toMatch(/^params\[1\]\.accounts\.addresses: too many accounts provided; max 3/);
  });
});

describe('ledger reads', () => {
  it('lists the slots with blocks, their times and the priority fee each paid', async () => {
    const signature = await land(
      chain,
      payer,
      [],
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7 }),
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: 1_000_000,
      }),
    );
    const { slot } = (await chain.transaction(signature)) ?? { slot: -1n };
    const blocks = await call<number[]>(chain, 'getBlocks', [
      (await call<number>(chain, 'getSlot')) - 100,
    ]);
    expect(blocks).toContain(Number(slot));
    expect(blocks).not.toContain(await call<number>(chain, 'getSlot'));
    expect(await call<number[]>(chain, 'getBlocksWithLimit', [0, 1])).toEqual([blocks[0]]);
    expect(await call<number[]>(chain, 'getBlocks', [Number(slot), Number(slot)])).toEqual([
      Number(slot),
    ]);
    expect(await call(chain, 'getFirstAvailableBlock')).toBe(blocks[0]);
    expect(await call(chain, 'minimumLedgerSlot')).toBe(blocks[0]);
    expect(await call(chain, 'getBlockTime', [Number(slot)])).toBe(
      Math.floor(((await chain.transaction(signature))?.timestampMs ?? 0) / 1000),
    );
    const fees = await call<{ slot: number; prioritizationFee: number }[]>(
      chain,
      'getRecentPrioritizationFees',
      [[recipient.toBase58()]],
    );
    expect(fees.find((fee) => fee.slot === Number(slot))?.prioritizationFee).toBe(7);
    expect(fees.find((fee) => fee.slot !== Number(slot))?.prioritizationFee).toBe(0);
  });

  it('names each bad param and leaves unanswerable methods unserved', async () => {
    expect(
      (await answer(chain, 'getBlockTime', [await call<number>(chain, 'getSlot')])).error?.code,
    ).toBe(-32004);
    expect(await refused(chain, 'getBlockTime', ['one'])).toMatch(/^params\[0\]: expected a slot/);
    expect(await refused(chain, 'getBlocks', [0, 600_000])).toMatch(/^params\[1\]: the slot range/);
    expect(await refused(chain, 'getBlocksWithLimit', [0])).toMatch(
      /^params\[1\]: expected a limit/,
    );
    expect(await refused(chain, 'getRecentPrioritizationFees', [['bad']])).toMatch(
      /^params\[0\]\[0\]: invalid address/,
    );
    for (const method of ['getSlotLeader', 'getIdentity', 'getMaxRetransmitSlot']) {
      expect((await answer(chain, method)).error).toEqual({
        code: -32601,
        message: `Method not found: ${method}`,
      });
    }
  });
});
