/**
 * The committed compiled module matches `contracts/SandboxTokens.sol` compiled again with the
 * pinned solc, and the placement writes the values where the contract's getters read them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContracts, OUTPUT, renderModule } from '../../../scripts/compile-contracts';
import { SANDBOX_TOKEN } from '../compiled-contracts';
import { placedWords, shortStringWord } from '../token-placement';

describe('the compiled token contracts', () => {
  it('are what the source compiles to today', { timeout: 120_000 }, async () => {
    const committed = readFileSync(join(import.meta.dirname, '../../..', OUTPUT), 'utf8');
    // On a difference, run `npx tsx packages/sandbox/scripts/compile-contracts.ts` and commit.
    expect(await renderModule(compileContracts())).toBe(committed);
  });
});

describe('placement', () => {
  it('lays a short string out as Solidity does, and refuses one that needs more slots', () => {
    expect(shortStringWord('USDC')).toBe(BigInt(`0x55534443${'00'.repeat(27)}08`));
    expect(shortStringWord('')).toBe(0n);
    expect(() => shortStringWord('x'.repeat(32))).toThrow(/at most 31 bytes/);
  });

  it('writes each value at its slot and offset, and refuses a name the contract lacks', () => {
    const words = placedWords(SANDBOX_TOKEN, { decimals: 6n, minter: 0xabn });
    expect(words.get(SANDBOX_TOKEN.slots.decimals?.slot ?? -1)).toBe(6n);
    expect(words.get(SANDBOX_TOKEN.slots.minter?.slot ?? -1)).toBe(0xabn);
    expect(() => placedWords(SANDBOX_TOKEN, { owner: 1n })).toThrow(/owner is not a placed/);
  });
});
