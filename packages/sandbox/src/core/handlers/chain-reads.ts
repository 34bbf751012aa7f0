/**
 * Reading the local chains: send statuses, nonces, balances, supported assets and transaction
 * history, each read from the chain of the request's `caip2`.
 */
import {
  GetNoncesRequestSchema,
  GetSendTransactionStatusRequestSchema,
  GetWalletAddressBalancesRequestSchema,
  ListEthTransactionHistoryRequestSchema,
  ListSolTransactionHistoryRequestSchema,
  ListSupportedAssetsRequestSchema,
} from '@docs/platform-api';
import { ChainError } from '../../chains/types';
import type {
  EvmToken,
  EvmTransactionView,
  SolanaToken,
  SolanaTransactionView,
} from '../../chains/types';
import { query, simplified, type HandlerContext } from '../contract';
import { invalid, notFound } from '../errors';
import { asInputError, chainsOf } from '../records/chains';
import { nativeAsset, tokenAsset } from '../records/native-assets';
import { revertChain } from '../records/revert-chain';
import type { SendTransactionStatusRecord } from '../../storage/types';
import { page } from './paging';
import { accountsAt } from '../records/account-lookup';

/** Whole coins from the smallest unit, for `display.crypto`. */
function whole(amount: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`;
}

const rfc3339 = (ms: number) => new Date(ms).toISOString();

/** The wallet account `address` names in the caller's organization, or a 404. */
async function ownAccount(context: HandlerContext, address: string) {
  const accounts = await context.storage.read((tx) => accountsAt(tx, address));
  const account = accounts.find((candidate) => candidate.organizationId === context.organizationId);
  if (!account) {
    throw notFound(
      `address: no wallet account ${address} in organization ${context.organizationId} (addresses of standalone private keys are refused)`,
      'WALLET_ACCOUNT_NOT_FOUND',
    );
  }
  return account;
}

/** The organization's sends by transaction hash (EVM) or signature (Solana). */
async function sentByActivity(
  context: HandlerContext,
): Promise<Map<string, SendTransactionStatusRecord>> {
  const statuses = await context.storage.read((tx) =>
    tx.list('sendTransactionStatus', { organizationId: context.organizationId }),
  );
  return new Map(
    statuses.flatMap((status) => {
      const key = status.txHash ?? status.signature;
      return key ? [[key, status] as const] : [];
    }),
  );
}

/** `origin`, and `turnkey` for a send this organization's activity made. */
function originOf(sent: Map<string, SendTransactionStatusRecord>, key: string) {
  const status = sent.get(key);
  if (!status) return { origin: 'EXTERNAL' };
  const { seconds, nanos } = status.createdAt;
  return {
    origin: 'TURNKEY',
    turnkey: {
      sponsored: status.sponsoredGasWei !== undefined,
      submittedAt: rfc3339(Number(seconds) * 1000 + Math.floor(Number(nanos) / 1e6)),
    },
  };
}

/** The structured error of a send: its message, and for an EVM revert what the chain said. */
async function txError(context: HandlerContext, status: SendTransactionStatusRecord) {
  const message = status.txError ?? '';
  if (status.signature) {
    // A Solana transaction that landed and failed: the runtime's error and the program logs.
    const landed = await (
      await chainsOf(context).solana(status.caip2)
    ).transaction(status.signature);
    if (!landed || landed.error === undefined) return { message };
    return {
      message,
      solana: {
        transactionErrorJson: JSON.stringify(landed.err ?? landed.error),
        logs: landed.logs,
      },
    };
  }
  if (!status.txHash) return { message };
  const view = (await chainsOf(context).evm(status.caip2)).transaction(status.txHash);
  if (!view || view.success) return { message };
  // The type has the chain in two places and the platform's guide shows `eth.revertChain`: both hold it.
  const chain = revertChain(view.to, view.revertData);
  return { message, revertChain: chain, eth: { revertChain: chain } };
}

export const getSendTransactionStatus = query(
  GetSendTransactionStatusRequestSchema,
  simplified(
    'The local chains include a transaction when it is sent, so a status is INCLUDED from the first read (with `txError` and `error` when its execution reverted; `error.revertChain`, repeated in `error.eth.revertChain`, has one entry, the outermost call, and a custom error is `unknown` since the sandbox holds no ABIs; a Solana transaction that failed on chain has `error.solana` with `transactionErrorJson` and `logs`), or FAILED without a hash when the chain refused it.',
  ),
  async (context, input) => {
    const status = await context.storage.read((tx) =>
      tx.get('sendTransactionStatus', input.sendTransactionStatusId),
    );
    if (!status || status.organizationId !== context.organizationId) {
      throw notFound(
        `sendTransactionStatusId: no send ${input.sendTransactionStatusId} in organization ${context.organizationId}`,
      );
    }
    const family = status.caip2.startsWith('solana:') ? 'solana' : 'eth';
    return {
      txStatus: status.txStatus,
      ...(family === 'eth'
        ? { eth: status.txHash ? { txHash: status.txHash } : {} }
        : { solana: status.signature ? { signature: status.signature } : {} }),
      ...(status.txError ? { txError: status.txError, error: await txError(context, status) } : {}),
    };
  },
);

export const getNonces = query(
  GetNoncesRequestSchema,
  simplified(
    '`nonce` is read from the local chain. The sandbox runs no Gas Station delegate contract, so `gasStationNonce`, when asked for, is 0.',
  ),
  async (context, input) => {
    const chain = await chainsOf(context).evm(input.caip2);
    try {
      return {
        ...(input.nonce ? { nonce: (await chain.nonce(input.address)).toString() } : {}),
        ...(input.gasStationNonce ? { gasStationNonce: '0' } : {}),
      };
    } catch (error) {
      throw asInputError(error, 'address');
    }
  },
);

export const getWalletAddressBalances = query(
  GetWalletAddressBalancesRequestSchema,
  simplified(
    'The native coin’s balance, and on an in-process devnet the balance of each token of the sandbox’s asset list, read from the local chain: on EVM `balanceOf` on its contract, on Solana the sum of the amounts of every SPL Token account the address owns for the mint (not only its associated one), with `tokenProgram` the SPL Token program; no USD value is shown.',
  ),
  async (context, input) => {
    await ownAccount(context, input.address);
    const chains = chainsOf(context);
    const family = chains.familyOf(input.caip2);
    if (!family) throw invalid(`caip2: the sandbox runs no chain ${input.caip2}`);
    const chain =
      family === 'evm' ? await chains.evm(input.caip2) : await chains.solana(input.caip2);
    const held: {
      asset: ReturnType<typeof nativeAsset>;
      balance: bigint;
      tokenProgram?: string;
    }[] = [];
    try {
      held.push({ asset: nativeAsset(input.caip2), balance: await chain.balance(input.address) });
      const tokens: readonly (EvmToken | SolanaToken)[] = chain.tokens();
      for (const token of tokens) {
        held.push({
          asset: tokenAsset(input.caip2, token),
          balance: await chain.tokenBalance(token.address, input.address),
          tokenProgram: 'program' in token ? token.program : undefined,
        });
      }
    } catch (error) {
      throw asInputError(error, 'address');
    }
    return {
      balances: held
        .filter(({ balance }) => balance > 0n)
        .map(({ asset, balance, tokenProgram }) => ({
          caip19: asset.caip19,
          symbol: asset.symbol,
          name: asset.name,
          decimals: asset.decimals,
          balance: balance.toString(),
          display: { crypto: whole(balance, asset.decimals) },
          tokenProgram: tokenProgram ?? '',
        })),
    };
  },
);

/**
 * The tokens of the asset list on the chain of `caip2`: none where the sandbox runs no chain, on
 * a node outside the sandbox, or where a chain set cannot run the family (the list then keeps
 * its native coin).
 */
async function listedTokens(
  context: HandlerContext,
  caip2: string,
): Promise<readonly (EvmToken | SolanaToken)[]> {
  const chains = context.chains;
  const family = chains?.familyOf(caip2);
  if (family === 'evm') return (await chainsOf(context).evm(caip2)).tokens();
  if (!chains || family !== 'solana') return [];
  try {
    return (await chains.solana(caip2)).tokens();
  } catch (error) {
    if (error instanceof ChainError && error.reason === 'unsupported') return [];
    throw asInputError(error);
  }
}

export const listSupportedAssets = query(
  ListSupportedAssetsRequestSchema,
  simplified(
    'The native coin of each local chain and, on an in-process devnet, the tokens the sandbox places there: USDC, 6 decimals. On EVM it is at its public address on Ethereum, Sepolia, Base and Base Sepolia and at a sandbox address elsewhere, a complete ERC-20 the sandbox compiles from its own source, not the code of the public contract. On Solana mainnet and devnet it is an SPL Token mint at USDC’s public mint address of that cluster (`token:<mint>`), whose mint authority is a sandbox key. None of them has a market price. The wrapped ether the sandbox places at WETH’s public address on Sepolia and Base is not listed.',
  ),
  async (context, input) => {
    const native = { ...nativeAsset(input.caip2), stable: false };
    const tokens = (await listedTokens(context, input.caip2)).map((token) => ({
      ...tokenAsset(input.caip2, token),
      stable: token.stable,
    }));
    return {
      assets: [native, ...tokens].map(({ caip19, symbol, name, decimals, stable }) => ({
        caip19,
        symbol,
        name,
        decimals,
        stable,
        earnProviders: [],
      })),
    };
  },
);

/** A transfer entry of a history item; `asset` is omitted for a token the sandbox does not list. */
function transferEntry(
  outgoing: boolean,
  amount: bigint,
  counterparty: string,
  asset: ReturnType<typeof nativeAsset> | undefined,
) {
  return {
    direction: outgoing ? ('OUT' as const) : ('IN' as const),
    ...(asset ? { asset } : {}),
    amount: amount.toString(),
    counterparty,
    ...(asset ? { display: { crypto: whole(amount, asset.decimals) } } : {}),
  };
}

function ethItem(
  view: EvmTransactionView,
  address: string,
  caip2: string,
  ours: Map<string, SendTransactionStatusRecord>,
  tokens: readonly EvmToken[],
) {
  const asset = nativeAsset(caip2);
  const self = address.toLowerCase();
  const outgoing = view.from === self;
  const native =
    view.value > 0n && view.success
      ? [transferEntry(outgoing, view.value, (outgoing ? view.to : view.from) ?? '', asset)]
      : [];
  const tokenMoves = (view.success ? (view.tokenTransfers ?? []) : [])
    .filter((move) => move.from === self || move.to === self)
    .map((move) => {
      const token = tokens.find((candidate) => candidate.address === move.token);
      const sent = move.from === self;
      return transferEntry(
        sent,
        move.amount,
        sent ? move.to : move.from,
        token && tokenAsset(caip2, token),
      );
    });
  return {
    transactionHash: view.hash,
    block: {
      number: view.blockNumber.toString(),
      hash: view.blockHash,
      timestamp: rfc3339(view.timestampMs),
    },
    status: 'FINALIZED' as const,
    ...originOf(ours, view.hash),
    from: view.from,
    ...(view.to ? { to: view.to } : {}),
    fee: { amount: (view.gasUsed * view.effectiveGasPrice).toString(), caip19: asset.caip19 },
    transfers: [...native, ...tokenMoves],
    executionFailed: !view.success,
  };
}

/** The chain's transactions of `address`, a malformed address being the request's fault. */
async function historyOf<View>(
  chain: { history(address: string): View[] | Promise<View[]> },
  address: string,
): Promise<View[]> {
  try {
    return await chain.history(address);
  } catch (error) {
    throw asInputError(error, 'address');
  }
}

export const listEthTransactionHistory = query(
  ListEthTransactionHistoryRequestSchema,
  simplified(
    'Every transaction of the address on the local chain, newest first; transfers list the native value and every ERC-20 `Transfer` event to or from the address (with `asset` for the tokens the sandbox lists, without it for others; a node outside the sandbox is not asked for logs, so its tokens are not listed), and `origin` is TURNKEY for sends of this organization’s activities (with `turnkey.sponsored` and `submittedAt`, but no `activityFingerprint`) and EXTERNAL otherwise.',
  ),
  async (context, input) => {
    await ownAccount(context, input.address);
    const chain = await chainsOf(context).evm(input.caip2);
    const ours = await sentByActivity(context);
    const views = await historyOf(chain, input.address);
    const tokens = chain.tokens();
    const items = views.map((view) => ethItem(view, input.address, input.caip2, ours, tokens));
    return {
      transactions: page(items, (item) => item.transactionHash, input.paginationOptions, false),
    };
  },
);

/**
 * The SPL token movements of `address` in a landed transaction: per mint, the change of all its
 * token accounts for it; the counterparty is the owner of another account of that mint that moved
 * the other way, or the mint itself when none did (a mint or a burn).
 */
function splMoves(
  view: SolanaTransactionView,
  address: string,
  caip2: string,
  tokens: readonly SolanaToken[],
) {
  if (view.error !== undefined) return [];
  const balances = view.tokenBalances ?? [];
  const mints = [...new Set(balances.filter((b) => b.owner === address).map((b) => b.mint))];
  return mints.flatMap((mint) => {
    const ofMint = balances.filter((balance) => balance.mint === mint);
    const delta = ofMint
      .filter((balance) => balance.owner === address)
      .reduce((sum, balance) => sum + balance.post - balance.pre, 0n);
    if (delta === 0n) return [];
    const other = ofMint.find(
      (balance) =>
        balance.owner !== address &&
        (delta > 0n ? balance.post < balance.pre : balance.post > balance.pre),
    );
    const token = tokens.find((candidate) => candidate.address === mint);
    return [
      transferEntry(
        delta < 0n,
        delta < 0n ? -delta : delta,
        other?.owner ?? mint,
        token && tokenAsset(caip2, token),
      ),
    ];
  });
}

function solItem(
  view: SolanaTransactionView,
  address: string,
  caip2: string,
  ours: Map<string, SendTransactionStatusRecord>,
  tokens: readonly SolanaToken[],
) {
  const asset = nativeAsset(caip2);
  const index = view.accountKeys.indexOf(address);
  const paid = index === 0 ? view.fee : 0n;
  const delta =
    index < 0 ? 0n : (view.postBalances[index] ?? 0n) - (view.preBalances[index] ?? 0n) + paid;
  const counterparty = view.accountKeys.find((key, other) => {
    const change = (view.postBalances[other] ?? 0n) - (view.preBalances[other] ?? 0n);
    return other !== index && (delta > 0n ? change < 0n : change > 0n);
  });
  return {
    signature: view.signature,
    block: {
      number: view.slot.toString(),
      hash: view.blockhash,
      timestamp: rfc3339(view.timestampMs),
    },
    status: 'FINALIZED' as const,
    ...originOf(ours, view.signature),
    feePayer: view.accountKeys[0] ?? '',
    signers: view.accountKeys.slice(0, view.signerCount).map((key, position) => ({
      address: key,
      writable: view.writableSigners[position] ?? false,
    })),
    fee: { amount: view.fee.toString(), caip19: asset.caip19 },
    transfers: [
      ...(delta === 0n
        ? []
        : [
            {
              direction: delta > 0n ? ('IN' as const) : ('OUT' as const),
              asset,
              amount: (delta > 0n ? delta : -delta).toString(),
              counterparty: counterparty ?? '',
              display: { crypto: whole(delta > 0n ? delta : -delta, asset.decimals) },
            },
          ]),
      ...splMoves(view, address, caip2, tokens),
    ],
    executionFailed: view.error !== undefined,
  };
}

export const listSolTransactionHistory = query(
  ListSolTransactionHistoryRequestSchema,
  simplified(
    'Every transaction of the address on the local Solana devnet, newest first; a transfer is the change of the address’s SOL balance (fees aside), and each SPL Token mint whose token accounts owned by the address changed is a transfer too (with `asset` for the tokens the sandbox lists; the counterparty is the owner of the other account that moved, or the mint for a mint or burn; a node outside the sandbox is not asked for token balances), and `origin` is TURNKEY for sends of this organization’s activities (with `turnkey.sponsored` and `submittedAt`, but no `activityFingerprint`).',
  ),
  async (context, input) => {
    await ownAccount(context, input.address);
    const chain = await chainsOf(context).solana(input.caip2);
    const ours = await sentByActivity(context);
    const views = await historyOf(chain, input.address);
    const tokens = chain.tokens();
    const items = views.map((view) => solItem(view, input.address, chain.caip2, ours, tokens));
    return { transactions: page(items, (item) => item.signature, input.paginationOptions, false) };
  },
);
