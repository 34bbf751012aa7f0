/**
 * `eth_getLogs` on an in-process devnet, as the Ethereum execution API describes it: a filter of
 * `fromBlock`/`toBlock` (numbers or tags) or one `blockHash`, an `address` or a list of them, and
 * up to four topic positions, each a topic, `null` (anything), or a list of topics (any of them).
 * A range over more than `MAX_LOG_BLOCK_RANGE` blocks or an answer of more than `MAX_LOGS` logs is
 * refused with EIP-1474's "limit exceeded" (-32005), so a careless filter cannot stall the chain.
 */
import type { EvmDevnet, MinedBlock, MinedTransaction } from './evm';
import { quantity, RpcError } from './json-rpc';

export const MAX_LOG_BLOCK_RANGE = 10_000;
export const MAX_LOGS = 10_000;
/** EIP-1474's code for a request over a server's limits. */
export const LIMIT_EXCEEDED = -32005;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOPIC = /^0x[0-9a-fA-F]{64}$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$/;

export interface LogFilter {
  blocks: readonly MinedBlock[];
  addresses?: ReadonlySet<string>;
  /** Per position: undefined matches anything, else the set of topics that match. */
  topics: readonly (ReadonlySet<string> | undefined)[];
}

const invalid = (message: string) => new RpcError(-32602, message);

/** A block number or tag of a filter; the devnet has no reorgs, so every tag but `earliest` is the head. */
export function readBlockTag(value: unknown, field: string, head: bigint): bigint {
  if (value === undefined || value === null) return head;
  if (typeof value !== 'string') throw invalid(`${field}: expected a block number or tag`);
  if (value === 'earliest') return 0n;
  if (value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized') {
    return head;
  }
  if (!QUANTITY.test(value)) {
    throw invalid(
      `${field}: expected a hex block number or one of earliest, latest, pending, safe, finalized`,
    );
  }
  return BigInt(value);
}

function readAddresses(value: unknown): ReadonlySet<string> | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return new Set(
    list.map((item, index) => {
      if (typeof item !== 'string' || !ADDRESS.test(item)) {
        const where = Array.isArray(value) ? `address[${index}]` : 'address';
        throw invalid(`${where}: expected a 0x-prefixed 20-byte address`);
      }
      return item.toLowerCase();
    }),
  );
}

function readTopic(value: unknown, field: string): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw invalid(`${field}: expected a 0x-prefixed 32-byte topic`);
  }
  return value.toLowerCase();
}

function readTopics(value: unknown): (ReadonlySet<string> | undefined)[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid('topics: expected an array');
  if (value.length > 4) throw invalid('topics: at most 4 positions');
  return value.map((position: unknown, index) => {
    if (position === null) return undefined;
    if (!Array.isArray(position)) return new Set([readTopic(position, `topics[${index}]`)]);
    // As in the reference clients, an empty list or a null among the choices matches anything.
    if (position.length === 0 || position.includes(null)) return undefined;
    return new Set(
      position.map((topic: unknown, choice) => readTopic(topic, `topics[${index}][${choice}]`)),
    );
  });
}

/** Reads `params[0]` of `eth_getLogs`; every refusal names the field at fault. */
export function readLogFilter(chain: EvmDevnet, value: unknown): LogFilter {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('params[0]: expected a filter object');
  }
  const filter = value as Record<string, unknown>;
  const addresses = readAddresses(filter.address);
  const topics = readTopics(filter.topics);
  if (filter.blockHash !== undefined && filter.blockHash !== null) {
    if (filter.fromBlock != null || filter.toBlock != null) {
      throw invalid('blockHash: cannot be given with fromBlock or toBlock');
    }
    const hash = readTopic(filter.blockHash, 'blockHash');
    const block = chain.blocks.find((candidate) => candidate.hash === hash);
    if (!block) throw new RpcError(-32000, `blockHash: unknown block ${hash}`);
    return { blocks: [block], addresses, topics };
  }
  const head = BigInt(chain.blocks.length - 1);
  const from = readBlockTag(filter.fromBlock, 'fromBlock', head);
  const to = readBlockTag(filter.toBlock, 'toBlock', head);
  const toTag = typeof filter.toBlock !== 'string' || !filter.toBlock.startsWith('0x');
  // A poller asks from the block after the last it saw up to `latest`: nothing there yet.
  if (from > head && toTag) return { blocks: [], addresses, topics };
  if (from > to) throw invalid(`fromBlock: ${quantity(from)} is after toBlock ${quantity(to)}`);
  if (to - from + 1n > BigInt(MAX_LOG_BLOCK_RANGE)) {
    throw new RpcError(
      LIMIT_EXCEEDED,
      `block range too large: ${to - from + 1n} blocks, at most ${MAX_LOG_BLOCK_RANGE} per request`,
    );
  }
  // Blocks past the head have no logs yet.
  const last = to > head ? head : to;
  return {
    blocks: from > head ? [] : chain.blocks.slice(Number(from), Number(last) + 1),
    addresses,
    topics,
  };
}

function matches(filter: LogFilter, address: string, topics: readonly string[]): boolean {
  if (filter.addresses && !filter.addresses.has(address.toLowerCase())) return false;
  // A position the filter names, even with null, must exist in the log.
  if (filter.topics.length > topics.length) return false;
  return filter.topics.every((wanted, index) => {
    if (!wanted) return true;
    const topic = topics[index];
    return topic !== undefined && wanted.has(topic.toLowerCase());
  });
}

/** A transaction's logs as a receipt and `eth_getLogs` show them. */
export function logsJson(mined: MinedTransaction) {
  return mined.logs.map((log, index) => ({
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockHash: mined.blockHash,
    blockNumber: quantity(mined.blockNumber),
    blockTimestamp: quantity(Math.floor(mined.timestampMs / 1000)),
    transactionHash: mined.hash,
    // One transaction a block: its index is 0 and its log indexes count from 0.
    transactionIndex: '0x0',
    logIndex: quantity(index),
    removed: false,
  }));
}

export function getLogs(chain: EvmDevnet, filter: LogFilter) {
  const found = [];
  for (const block of filter.blocks) {
    for (const hash of block.transactions) {
      const mined = chain.transaction(hash);
      if (!mined) continue;
      for (const log of logsJson(mined)) {
        if (!matches(filter, log.address, log.topics)) continue;
        if (found.length === MAX_LOGS) {
          throw new RpcError(
            LIMIT_EXCEEDED,
            `query returned more than ${MAX_LOGS} results; narrow the block range or the filter`,
          );
        }
        found.push(log);
      }
    }
  }
  return found;
}
