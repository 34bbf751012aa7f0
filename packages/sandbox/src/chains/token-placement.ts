/**
 * Puts a compiled token contract (`contracts/SandboxTokens.sol`) at its address in a devnet's
 * genesis state. No constructor runs: the runtime code goes in as it is, and the values a
 * constructor would have set (name, symbol, decimals, the minter) are written into the slots the
 * compiler's storage layout names. This keeps one runtime code for every token and network, and
 * placement a few state writes, the same on every start, so a replay finds the same contract.
 */
import { createAddressFromString } from '@ethereumjs/util';
import type { VM } from '@ethereumjs/vm';
import { hexToBytes } from '@docs/platform-api/bytes';
import type { CompiledContract } from './compiled-contracts';

/** Solidity's layout of a string shorter than 32 bytes: the bytes, then its length times 2. */
export function shortStringWord(text: string): bigint {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > 31) throw new Error(`${text}: a placed string holds at most 31 bytes`);
  let word = 0n;
  for (let index = 0; index < 32; index++) {
    word = (word << 8n) | BigInt(index < bytes.length ? (bytes[index] ?? 0) : 0);
  }
  return word | BigInt(bytes.length * 2);
}

export type PlacedValues = Readonly<Record<string, string | bigint>>;

/** The slot words for `values`, each shifted to its offset and merged with its slot's others. */
export function placedWords(contract: CompiledContract, values: PlacedValues): Map<number, bigint> {
  const words = new Map<number, bigint>();
  for (const [name, value] of Object.entries(values)) {
    const where = contract.slots[name];
    if (!where) throw new Error(`${name} is not a placed variable of this contract`);
    const word =
      typeof value === 'string' ? shortStringWord(value) : value << BigInt(where.offset * 8);
    words.set(where.slot, (words.get(where.slot) ?? 0n) | word);
  }
  return words;
}

export async function placeContract(
  vm: VM,
  address: string,
  contract: CompiledContract,
  values: PlacedValues,
): Promise<void> {
  const target = createAddressFromString(address);
  await vm.stateManager.putCode(target, hexToBytes(contract.runtime.slice(2)));
  for (const [slot, word] of placedWords(contract, values)) {
    await vm.stateManager.putStorage(
      target,
      hexToBytes(slot.toString(16).padStart(64, '0')),
      hexToBytes(word.toString(16).padStart(64, '0')),
    );
  }
}
