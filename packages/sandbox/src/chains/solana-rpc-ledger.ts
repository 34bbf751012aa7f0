/**
 * Ledger reads clients make at start-up, answered from the devnet's blocks (one landed
 * transaction per slot, decision 0171): `getBlockTime`, `getBlocks`, `getBlocksWithLimit`,
 * `getFirstAvailableBlock`, `minimumLedgerSlot` and `getRecentPrioritizationFees`. Methods with
 * no truthful answer here (a leader or validator identity, inflation rewards) are not served.
 */
import { getCompiledTransactionMessageDecoder } from '@solana/kit';
import { RpcError, type RpcMethods } from './json-rpc';
import type { SolanaDevnet } from './solana-devnet';
import { addressValue, slotParam } from './solana-rpc-params';

/** The cluster's bounds: slots per `getBlocks` range, addresses per fee query, fee slots kept. */
const MAX_BLOCK_RANGE = 500_000;
const MAX_FEE_ACCOUNTS = 128;
const RECENT_FEE_SLOTS = 150;
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** The Compute Budget program's `SetComputeUnitPrice` instruction tag. */
const SET_COMPUTE_UNIT_PRICE = 3;

/** The slots that hold a block, from `start` to `end` inclusive, at most `limit` of them. */
function blockSlots(chain: SolanaDevnet, start: number, end: number, limit = Infinity): number[] {
  return chain
    .blockSlots()
    .map(Number)
    .filter((slot) => slot >= start && slot <= end)
    .slice(0, limit);
}

/** The micro-lamports per compute unit a landed transaction offered (0 when it set none). */
function computeUnitPrice(chain: SolanaDevnet, signature: string): number {
  const wire = chain.wire(signature);
  if (!wire) return 0;
  const message = getCompiledTransactionMessageDecoder().decode(wire.messageBytes);
  const instructions = 'instructions' in message ? message.instructions : [];
  for (const instruction of instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex];
    const data = instruction.data;
    if (
      program === COMPUTE_BUDGET_PROGRAM &&
      data?.[0] === SET_COMPUTE_UNIT_PRICE &&
      data.length >= 9
    ) {
      return Number(new DataView(data.buffer, data.byteOffset).getBigUint64(1, true));
    }
  }
  return 0;
}

export function ledgerMethods(chain: SolanaDevnet): RpcMethods {
  const firstBlock = () => Number(chain.blockSlots()[0] ?? chain.slot);
  return {
    getBlockTime: (params) => {
      const slot = slotParam(params, 0);
      const block = chain.block(BigInt(slot));
      const view = block && chain.transactionView(block.signature);
      if (!view) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      return Math.floor(view.timestampMs / 1000);
    },
    getBlocks: (params) => {
      const start = slotParam(params, 0);
      const end =
        params[1] === undefined || params[1] === null ? Number(chain.slot) : slotParam(params, 1);
      if (end < start) return [];
      if (end - start > MAX_BLOCK_RANGE) {
        throw new RpcError(
          -32602,
          `params[1]: the slot range is too large; max ${MAX_BLOCK_RANGE}`,
        );
      }
      return blockSlots(chain, start, end);
    },
    getBlocksWithLimit: (params) => {
      const start = slotParam(params, 0);
      const limit = params[1];
      if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) {
        throw new RpcError(-32602, 'params[1]: expected a limit (a whole number)');
      }
      if (limit > MAX_BLOCK_RANGE) {
        throw new RpcError(-32602, `params[1]: the limit is too large; max ${MAX_BLOCK_RANGE}`);
      }
      return blockSlots(chain, start, Number(chain.slot), limit);
    },
    getFirstAvailableBlock: () => firstBlock(),
    minimumLedgerSlot: () => firstBlock(),
    getRecentPrioritizationFees: (params) => {
      const addresses = params[0] ?? [];
      if (!Array.isArray(addresses)) {
        throw new RpcError(-32602, 'params[0]: expected an array of addresses');
      }
      if (addresses.length > MAX_FEE_ACCOUNTS) {
        throw new RpcError(-32602, `params[0]: too many inputs provided; max ${MAX_FEE_ACCOUNTS}`);
      }
      addresses.forEach((address, index) => addressValue(address, `params[0][${index}]`));
      const current = Number(chain.slot);
      // One transaction per block, so its price is both the block's lowest and the price to
      // write any account it locked.
      return blockSlots(chain, Math.max(current - RECENT_FEE_SLOTS, 0), current).map((slot) => {
        const block = chain.block(BigInt(slot));
        return {
          slot,
          prioritizationFee: block ? computeUnitPrice(chain, block.signature) : 0,
        };
      });
    },
  };
}
