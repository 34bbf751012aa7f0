/**
 * The ERC-20 the sandbox places on each in-process EVM devnet for the tokens of its asset list,
 * written here as EVM assembly (no Solidity compiler is installed, and no third-party contract
 * is copied). It keeps only what the sandbox and a wallet need:
 *
 * - `balanceOf(address)` (0x70a08231): the balance, kept in the storage slot whose key is the
 *   address itself (the contract stores nothing else, so no hashing is needed);
 * - `transfer(address,uint256)` (0xa9059cbb): moves from the caller, reverts on too little
 *   balance, logs `Transfer(from, to, value)` and returns true;
 * - `mint(address,uint256)` (0x40c10f19): only the owner baked into the code may call it; logs
 *   `Transfer(0, to, value)`;
 * - `decimals()` (0x313ce567): the constant given at assembly.
 *
 * Anything else reverts with no data. There is no `totalSupply`, `approve` or `transferFrom`.
 * Additions do not check for overflow: the faucet mints at most 10^24 units a grant, so a
 * balance would need 10^53 grants to wrap.
 */

const OPCODES = {
  STOP: 0x00,
  ADD: 0x01,
  SUB: 0x03,
  LT: 0x10,
  EQ: 0x14,
  ISZERO: 0x15,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLDATALOAD: 0x35,
  MSTORE: 0x52,
  SLOAD: 0x54,
  SSTORE: 0x55,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  DUP3: 0x82,
  SWAP1: 0x90,
  LOG3: 0xa3,
  RETURN: 0xf3,
  REVERT: 0xfd,
} as const;

type Op = keyof typeof OPCODES;
/** An opcode, a push of bytes, a jump target, or a push of a target's offset (2 bytes). */
export type Item = Op | { push: Uint8Array } | { label: string } | { to: string };

const PUSH0_BASE = 0x5f; // PUSHn is 0x5f + n

function bytesOf(value: bigint, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let index = size - 1, rest = value; index >= 0; index--, rest >>= 8n) {
    out[index] = Number(rest & 0xffn);
  }
  return out;
}

/** A push of `value` in exactly `size` bytes. */
export const push = (value: bigint, size = 1): Item => ({ push: bytesOf(value, size) });

/** Two passes: the offsets of the labels (every label push is 3 bytes), then the bytes. */
export function assemble(items: readonly Item[]): Uint8Array {
  const size = (item: Item) =>
    typeof item === 'string' ? 1 : 'push' in item ? 1 + item.push.length : 'to' in item ? 3 : 1;
  const labels = new Map<string, number>();
  let offset = 0;
  for (const item of items) {
    if (typeof item !== 'string' && 'label' in item) labels.set(item.label, offset);
    offset += size(item);
  }
  const out: number[] = [];
  for (const item of items) {
    if (typeof item === 'string') out.push(OPCODES[item]);
    else if ('push' in item) {
      if (item.push.length < 1 || item.push.length > 32) throw new Error('PUSH1 to PUSH32 only');
      out.push(PUSH0_BASE + item.push.length, ...item.push);
    } else if ('label' in item) out.push(OPCODES.JUMPDEST);
    else {
      const target = labels.get(item.to);
      if (target === undefined) throw new Error(`no label ${item.to}`);
      out.push(PUSH0_BASE + 2, target >> 8, target & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** keccak256("Transfer(address,address,uint256)"), the event's first topic. */
export const TRANSFER_TOPIC = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3efn;

const SELECTORS = {
  balanceOf: 0x70a08231n,
  transfer: 0xa9059cbbn,
  mint: 0x40c10f19n,
  decimals: 0x313ce567n,
} as const;

/** Returns the 32-byte word on top of the stack. */
const returnWord: Item[] = [push(0n), 'MSTORE', push(32n), push(0n), 'RETURN'];
/** The first argument (an address) and the second (an amount). */
const firstArgument: Item[] = [push(4n), 'CALLDATALOAD'];
const secondArgument: Item[] = [push(0x24n), 'CALLDATALOAD'];

/** The runtime code of a token with `decimals`, mintable by `owner` (a 20-byte address). */
export function tokenRuntime(owner: bigint, decimals: number): Uint8Array {
  const dispatch = (name: keyof typeof SELECTORS): Item[] => [
    'DUP1',
    push(SELECTORS[name], 4),
    'EQ',
    { to: name },
    'JUMPI',
  ];
  return assemble([
    // The selector: the first 4 bytes of the call data.
    push(0n),
    'CALLDATALOAD',
    push(0xe0n),
    'SHR',
    ...dispatch('balanceOf'),
    ...dispatch('transfer'),
    ...dispatch('mint'),
    ...dispatch('decimals'),
    { label: 'fail' },
    push(0n),
    'DUP1',
    'REVERT',

    { label: 'balanceOf' },
    ...firstArgument,
    'SLOAD',
    ...returnWord,

    { label: 'decimals' },
    push(BigInt(decimals)),
    ...returnWord,

    { label: 'transfer' },
    'CALLER',
    'SLOAD', // [balance]
    ...secondArgument, // [amount, balance]
    'DUP1',
    'DUP3',
    'LT', // [balance < amount, amount, balance]
    { to: 'fail' },
    'JUMPI',
    'DUP1',
    'DUP3',
    'SUB', // [balance - amount, amount, balance]
    'CALLER',
    'SSTORE', // the sender's slot first, so a transfer to oneself ends where it began
    ...firstArgument,
    'DUP1',
    'SLOAD', // [theirs, to, amount, …]
    'DUP3',
    'ADD',
    'SWAP1',
    'SSTORE', // [amount, balance]
    push(0n),
    'MSTORE', // the event's data: the amount
    ...firstArgument, // topic 2: to
    'CALLER', // topic 1: from
    push(TRANSFER_TOPIC, 32),
    push(32n),
    push(0n),
    'LOG3',
    push(1n),
    ...returnWord,

    { label: 'mint' },
    'CALLER',
    push(owner, 20),
    'EQ',
    'ISZERO',
    { to: 'fail' },
    'JUMPI',
    ...secondArgument, // [amount]
    ...firstArgument,
    'DUP1',
    'SLOAD',
    'DUP3',
    'ADD',
    'SWAP1',
    'SSTORE', // [amount]
    push(0n),
    'MSTORE',
    ...firstArgument, // topic 2: to
    push(0n), // topic 1: the zero address
    push(TRANSFER_TOPIC, 32),
    push(32n),
    push(0n),
    'LOG3',
    'STOP',
  ]);
}
