import { describe, expect, it } from 'vitest';
import { tokenTransfers } from '../token-transfers';

const TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (hex: string) => `0x${hex.padStart(64, '0')}`;
const FROM = '00000000000000000000000000000000000000a1';
const TO = 'B0000000000000000000000000000000000000b2';

describe('tokenTransfers', () => {
  it('reads Transfer(from, to, value) events of any contract, lower-cased', () => {
    const logs = [
      { address: '0xToKeN', topics: [TOPIC, word(FROM), word(TO)], data: word('2a') },
      // An approval (another event) and a Transfer with the value indexed (ERC-721 style).
      { address: '0xt', topics: [word('1'), word(FROM), word(TO)], data: word('1') },
      { address: '0xt', topics: [TOPIC, word(FROM), word(TO), word('1')], data: '0x' },
    ];
    expect(tokenTransfers(logs)).toEqual([
      { token: '0xtoken', from: `0x${FROM}`, to: `0x${TO.toLowerCase()}`, amount: 42n },
    ]);
  });

  it('skips events whose topics are not addresses or whose data is not one word', () => {
    const dirty = `0x1${'0'.repeat(23)}${FROM}`;
    expect(
      tokenTransfers([
        { address: '0xt', topics: [TOPIC, dirty, word(TO)], data: word('1') },
        { address: '0xt', topics: [TOPIC, word(FROM), word(TO)], data: `${word('1')}00` },
        { address: '0xt', topics: [TOPIC, word(FROM), word(TO)], data: '0xzz' },
      ]),
    ).toEqual([]);
  });
});
