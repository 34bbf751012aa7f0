/**
 * Sandbox endpoints of the local chains (no stamp, like the rest of `/sandbox/v1/`):
 *
 * - `POST chains/<caip2>/rpc`: the chain's own JSON-RPC, for viem, ethers and Solana clients;
 * - `POST faucet` `{ caip2, address, amount, asset? }`: credits `amount` (a decimal string in the
 *   chain's smallest unit, at most a million whole coins) to any address, on in-process chains
 *   and on a Solana node outside the sandbox (its `requestAirdrop`); with `asset` (a token's
 *   symbol or CAIP-19) it mints that token instead, on an in-process EVM or Solana devnet;
 * - the `chains` list of `GET info`: `[{ caip2, rpcUrl }]`, where `rpcUrl` is the node's own for
 *   a network served outside the sandbox (`--chain-rpc`).
 */
import * as z from 'zod';
import { SANDBOX_PREFIX } from '../../defaults';
import { ChainError } from '../../chains/types';
import type { Environment } from './api';
import { invalid, jsonResponse, precondition } from '../errors';
import { tokenAsset } from '../records/native-assets';
import { asInputError, chainsOf, decimal } from '../records/chains';
import type { SandboxRequest } from '../request';
import { parseOrThrow } from '../validation';

/** A million whole coins: 10^24 wei, 10^15 lamports. */
const FAUCET_LIMIT = { evm: 10n ** 24n, solana: 10n ** 15n } as const;

const FaucetSchema = z.strictObject({
  caip2: z.string().min(1).max(100),
  address: z.string().min(1).max(100),
  amount: z.string().min(1).max(80),
  /** A token of the network's asset list, by symbol or CAIP-19; the native coin without it. */
  asset: z.string().min(1).max(200).optional(),
});

export function chainListing(env: Environment, url: URL) {
  const chains = env.context.chains;
  if (!chains) return [];
  return chains.list().map(({ caip2, externalRpcUrl }) => ({
    caip2,
    rpcUrl: externalRpcUrl ?? `${url.origin}${SANDBOX_PREFIX}/chains/${caip2}/rpc`,
  }));
}

async function json(request: SandboxRequest): Promise<{ body: unknown } | undefined> {
  try {
    return { body: JSON.parse(await request.text()) };
  } catch {
    return undefined;
  }
}

async function rpc(env: Environment, caip2: string, request: SandboxRequest): Promise<Response> {
  const chains = chainsOf(env.context);
  const family = chains.familyOf(caip2);
  if (!family) {
    throw invalid(
      `caip2: the sandbox runs no chain ${caip2}; GET ${SANDBOX_PREFIX}/info lists them`,
    );
  }
  const parsed = await json(request);
  if (!parsed) {
    return jsonResponse({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    });
  }
  const chain = family === 'evm' ? await chains.evm(caip2) : await chains.solana(caip2);
  return jsonResponse(await chain.rpc(parsed.body));
}

async function faucet(env: Environment, request: SandboxRequest): Promise<Response> {
  const chains = chainsOf(env.context);
  const parsed = await json(request);
  if (!parsed) throw invalid('The body is not valid JSON', 'MALFORMED_JSON');
  const { caip2, address, amount, asset } = parseOrThrow(FaucetSchema, parsed.body);
  const family = chains.familyOf(caip2);
  if (!family) {
    throw invalid(
      `caip2: the sandbox runs no chain ${caip2}; GET ${SANDBOX_PREFIX}/info lists them`,
    );
  }
  const served = chains.list().find((listing) => listing.caip2 === caip2)?.externalRpcUrl;
  // An EVM node has no faucet method; a Solana node is asked for an airdrop.
  if (served && family === 'evm') {
    throw precondition(
      `caip2: ${caip2} is served by the node at ${served} (--chain-rpc); the faucet funds only the sandbox's in-process chains, so fund the address on that node`,
    );
  }
  const value = decimal(amount, 'amount');
  if (value === 0n || value > FAUCET_LIMIT[family]) {
    throw invalid(
      `amount: from 1 to ${FAUCET_LIMIT[family]} (a million whole coins) in the smallest unit`,
    );
  }
  if (asset !== undefined) return mintToken(env, caip2, address, amount, asset);
  const chain = family === 'evm' ? await chains.evm(caip2) : await chains.solana(caip2);
  try {
    await chain.fund(address, value);
  } catch (error) {
    if (error instanceof ChainError && error.reason === 'rejected')
      throw precondition(error.message);
    throw asInputError(error, 'address');
  }
  return jsonResponse({
    caip2,
    address,
    amount,
    balance: (await chain.balance(address)).toString(),
  });
}

/**
 * The faucet's grant of a token, up to a million tokens: on EVM a `mint` call by the sandbox's
 * owner key; on Solana a MintToChecked into the address's associated token account (created if
 * missing), signed by the mint authority.
 */
async function mintToken(
  env: Environment,
  caip2: string,
  address: string,
  amount: string,
  asset: string,
): Promise<Response> {
  const chains = chainsOf(env.context);
  const family = chains.familyOf(caip2);
  const chain =
    family === 'evm'
      ? await chains.evm(caip2)
      : family === 'solana'
        ? await chains.solana(caip2)
        : undefined;
  const tokens = chain?.tokens() ?? [];
  // An EVM CAIP-19 is matched in any case (hex); a Solana mint is base58, where case matters.
  const matches = (caip19: string) =>
    family === 'evm' ? caip19 === asset.toLowerCase() : caip19 === asset;
  const token = tokens.find(
    (candidate) => candidate.symbol === asset || matches(tokenAsset(caip2, candidate).caip19),
  );
  if (!chain || !token) {
    const known = tokens.map((candidate) => candidate.symbol).join(', ');
    throw invalid(
      `asset: ${caip2} has no token ${asset}${known ? ` (it has ${known}, by symbol or CAIP-19)` : ''}`,
    );
  }
  const value = decimal(amount, 'amount');
  const limit = 10n ** BigInt(6 + token.decimals);
  if (value === 0n || value > limit) {
    throw invalid(`amount: from 1 to ${limit} (a million tokens) in the token's smallest unit`);
  }
  try {
    if ('mint' in chain) await chain.mint(token.address, address, value);
    else await chain.mintToken(token.address, address, value);
  } catch (error) {
    if (error instanceof ChainError && error.reason === 'rejected')
      throw precondition(error.message);
    throw asInputError(error, 'address');
  }
  return jsonResponse({
    caip2,
    address,
    amount,
    asset: tokenAsset(caip2, token).caip19,
    balance: (await chain.tokenBalance(token.address, address)).toString(),
  });
}

/** Answers a chain endpoint, or undefined when `endpoint` is none of them. */
export async function handleChainEndpoint(
  env: Environment,
  endpoint: string,
  request: SandboxRequest,
): Promise<Response | undefined> {
  if (endpoint === 'POST faucet') return faucet(env, request);
  const match = /^POST chains\/([^/]+)\/rpc$/.exec(endpoint);
  if (match?.[1]) return rpc(env, decodeURIComponent(match[1]), request);
  return undefined;
}
