/**
 * ERC-20 transfers read from a transaction's logs: every `Transfer(from, to, value)` event with
 * both addresses indexed, whichever contract emitted it (the sandbox's own tokens and any a
 * reader deploys). A mint is a transfer from the zero address.
 */
import type { EvmLog, TokenTransfer } from './types';

/** keccak256("Transfer(address,address,uint256)"), the event's first topic. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const WORD = /^0x[0-9a-f]{64}$/;

/** The 20-byte address in the low bytes of a 32-byte topic, or undefined if the high bytes are set. */
function topicAddress(topic: string): string | undefined {
  return /^0x0{24}[0-9a-f]{40}$/.test(topic) ? `0x${topic.slice(26)}` : undefined;
}

export function tokenTransfers(logs: readonly EvmLog[]): TokenTransfer[] {
  return logs.flatMap((log) => {
    const [topic, fromTopic, toTopic] = log.topics.map((value) => value.toLowerCase());
    if (log.topics.length !== 3 || topic !== TRANSFER_TOPIC) return [];
    const data = log.data.toLowerCase();
    const from = fromTopic && topicAddress(fromTopic);
    const to = toTopic && topicAddress(toTopic);
    if (!from || !to || !WORD.test(data)) return [];
    return [{ token: log.address.toLowerCase(), from, to, amount: BigInt(data) }];
  });
}
