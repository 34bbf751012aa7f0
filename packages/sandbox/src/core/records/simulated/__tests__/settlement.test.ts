import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { simulatedTxIdOn } from '../settlement';

describe('simulatedTxIdOn', () => {
  it('gives a base58 64-byte signature on Solana and a 0x hash elsewhere, the same for the same parts', () => {
    const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501';
    const signature = simulatedTxIdOn(sol, 'swap-origin', 'r1');
    expect(base58.decode(signature)).toHaveLength(64);
    expect(simulatedTxIdOn(sol, 'swap-origin', 'r1')).toBe(signature);
    expect(simulatedTxIdOn(sol, 'swap-origin', 'r2')).not.toBe(signature);
    expect(simulatedTxIdOn('eip155:1/slip44:60', 'swap-origin', 'r1')).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
