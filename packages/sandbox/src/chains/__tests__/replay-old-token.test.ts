/**
 * A data folder written while the token was the hand-assembled contract (before decision 0183)
 * replays on the compiled one: the fixture is the Base log of that sandbox (a faucet grant, the
 * faucet's mint, and two transfers whose gas viem estimated against the old code), and every
 * transaction succeeds again with the same balances.
 */
import { describe, expect, it } from 'vitest';
import { EvmDevnet } from '../evm';
import type { ChainLog } from '../log';
import { sandboxTokens } from '../tokens';
import type { ChainEntryRecord } from '../../storage/types';
import logged from './fixtures/hand-assembled-token-log.json';

const ALICE = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a';
const BOB = '0x1563915e194d8cfba1943570603f7606a3115508';

describe('a log from the hand-assembled token', () => {
  it('replays on the compiled token with every transaction succeeding', async () => {
    const entries = logged.map((entry, seq): ChainEntryRecord => {
      if (entry.kind !== 'faucet' && entry.kind !== 'transaction') throw new Error(entry.kind);
      return { caip2: 'eip155:8453', seq, ...entry, kind: entry.kind };
    });
    const log: ChainLog = { entries: async () => entries, append: async () => {} };
    const chain = await EvmDevnet.start('eip155:8453', log, () => Date.UTC(2026, 10, 2));
    const token = sandboxTokens('eip155:8453')[0]?.address ?? '';
    expect(await chain.tokenBalance(token, ALICE)).toBe(749_999n);
    expect(await chain.tokenBalance(token, BOB)).toBe(250_001n);
    const replayed = chain.history(ALICE);
    expect(replayed).toHaveLength(3);
    expect(replayed.every((mined) => mined.success)).toBe(true);
    expect(replayed.flatMap((mined) => mined.tokenTransfers ?? []).map((t) => t.amount)).toEqual([
      1n,
      250_000n,
      1_000_000n,
    ]);
  });
});
