/**
 * The tokens of the sandbox's asset list on each in-process EVM devnet: one ERC-20
 * (`SandboxToken` of `contracts/SandboxTokens.sol`, placed by `token-placement.ts`) per entry,
 * its runtime code and its name, symbol, decimals and minter put in the genesis state, so every replay
 * has it at the same address (decision 0181). Where a source the project accepts names USDC's
 * public contract on a network, the sandbox's USDC sits at that address, so a program that
 * hard-codes it runs against the sandbox with configuration changes only; on the other networks
 * it sits at an address derived from its symbol. The owner that may mint is a sandbox key,
 * funded at genesis for gas, that the faucet mints with. The Node devnets and the in-page
 * worker's both read this table.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { EvmToken } from './types';

export const TOKEN_OWNER_KEY = keccak_256(utf8ToBytes('docs-sandbox token owner'));

/** USDC's public contract by network, each with the source that names it (6 decimals in all). */
export const USDC_PUBLIC_ADDRESSES: Readonly<Record<string, string>> = {
  // tkhq/sdk@v2026.8.4:examples/defi/trading-runner/src/uniswap/constants.ts (USDC_TOKEN_MAINNET)
  'eip155:1': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  // tkhq/sdk@v2026.8.4:examples/transaction-management/sweeper/src/tokens.ts (sepolia)
  'eip155:11155111': '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
  // tkhq/sdk@v2026.8.4:examples/transaction-management/sweeper/src/tokens.ts (base) and
  // examples/transaction-management/with-paymaster/src/tokens.ts (USDC_BASE)
  'eip155:8453': '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  // tkhq/sdk@v2026.8.4:examples/defi/with-x402/app/constants.ts ("USDC address on Base Sepolia")
  'eip155:84532': '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
};

interface Listed extends Omit<EvmToken, 'address' | 'name'> {
  /** Its name where it stands in for the public token (sweeper's tokens.ts names it so). */
  publicName: string;
  /** Its name where it does not. */
  sandboxName: string;
  publicAddresses: Readonly<Record<string, string>>;
}

const LIST: readonly Listed[] = [
  {
    symbol: 'USDC',
    publicName: 'USD Coin',
    sandboxName: 'USD Coin (sandbox)',
    decimals: 6,
    stable: true,
    publicAddresses: USDC_PUBLIC_ADDRESSES,
  },
];

const derivedAddress = (symbol: string) =>
  `0x${bytesToHex(keccak_256(utf8ToBytes(`docs-sandbox token ${symbol}`)).slice(12))}`;

const byNetwork = new Map<string, readonly EvmToken[]>();

/** The tokens of the asset list on the devnet of `caip2`, each at its address there. */
export function sandboxTokens(caip2: string): readonly EvmToken[] {
  let tokens = byNetwork.get(caip2);
  if (!tokens) {
    tokens = LIST.map(({ publicName, sandboxName, publicAddresses, ...token }) => {
      const publicAddress = publicAddresses[caip2];
      return {
        ...token,
        name: publicAddress ? publicName : sandboxName,
        address: (publicAddress ?? derivedAddress(token.symbol)).toLowerCase(),
      };
    });
    byNetwork.set(caip2, tokens);
  }
  return tokens;
}

/**
 * Wrapped ether (`SandboxWrappedEther` of `contracts/SandboxTokens.sol`) at its public address
 * where a program the platform publishes reads it, so that program finds a contract there. It is
 * not on the asset list: the faucet cannot grant it (it is ether a holder wraps with `deposit`),
 * and no source names it among the assets the platform lists (decision 0183).
 */
export const WRAPPED_ETHER_ADDRESSES: Readonly<Record<string, string>> = {
  // tkhq/sdk@v2026.8.4:examples/transaction-management/sweeper/src/tokens.ts (sepolia, WETH)
  'eip155:11155111': '0xfff9976782d46cc05630d1f6ebab18b2324d6b14',
  // tkhq/sdk@v2026.8.4:examples/transaction-management/sweeper/src/tokens.ts (base, WETH)
  'eip155:8453': '0x4200000000000000000000000000000000000006',
};

export interface WrappedEther {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** The wrapped ether on the devnet of `caip2`, where it has a public address. */
export function sandboxWrappedEther(caip2: string): WrappedEther | undefined {
  const address = WRAPPED_ETHER_ADDRESSES[caip2];
  return address
    ? { address: address.toLowerCase(), name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }
    : undefined;
}

/** Call data of `name(address, amount)` or `name(address)`. */
export function tokenCall(selector: number, address: string, amount?: bigint): Uint8Array {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  const hex =
    selector.toString(16).padStart(8, '0') +
    word(BigInt(address)) +
    (amount === undefined ? '' : word(amount));
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

export const BALANCE_OF = 0x70a08231;
export const MINT = 0x40c10f19;
