/**
 * BALANCE_CONFIRMED_UPDATES and BALANCE_FINALIZED_UPDATES from the local chains. Each send the
 * sandbox broadcasts moves native coin, and the tokens of the sandbox's asset list (USDC), between
 * addresses; every wallet-account address among them gets one `deposit` or `withdraw` event per
 * asset, in the body the platform documents
 * (`type: "balances:confirmed"` / `"balances:finalized"`, `msg` with the operation, the CAIP-2,
 * the hash, the address, an idempotency key, the asset with the amount in its smallest unit, and
 * the block). Private-key addresses get none, as on the platform. A local block is final as soon
 * as it is made, so both events leave together. What is reported is the value transferred: an
 * EVM sender's gas is not a withdrawal here, and a reverted EVM transaction moves no value. Token
 * movements are read from the transaction itself (ERC-20 `Transfer` events, SPL token account
 * balances around it); tokens outside the asset list give no event, as the platform reports only
 * the assets it supports.
 */
import { checksumEthereumAddress } from '../../crypto';
import type { Chains } from '../../chains/types';
import type { SendTransactionStatusRecord, Storage } from '../../storage/types';
import { nativeAsset, tokenAsset, type NativeAsset } from '../records/native-assets';
import type { WebhookEvent } from './deliveries';

interface BalanceChange {
  address: string;
  operation: 'deposit' | 'withdraw';
  amount: bigint;
  asset: NativeAsset;
}

/** A signed change of `address`'s holding of `asset` as one event, or none if nothing moved. */
function change(address: string, delta: bigint, asset: NativeAsset): BalanceChange[] {
  if (delta === 0n) return [];
  const operation = delta > 0n ? 'deposit' : 'withdraw';
  return [{ address, operation, amount: delta < 0n ? -delta : delta, asset }];
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

interface Landed {
  hash: string;
  block: { number: string; hash: string; timestamp: string };
  changes: BalanceChange[];
}

const seconds = (ms: number) => String(Math.floor(ms / 1000));

async function evmChanges(
  chains: Chains,
  caip2: string,
  hash: string,
): Promise<Landed | undefined> {
  const chain = await chains.evm(caip2);
  const view = chain.transaction(hash);
  if (!view) return undefined;
  const block = {
    number: view.blockNumber.toString(),
    hash: view.blockHash,
    timestamp: seconds(view.timestampMs),
  };
  if (!view.success) return { hash, block, changes: [] };
  const address = (raw: string) => checksumEthereumAddress(raw.replace(/^0x/i, '').toLowerCase());
  const native = nativeAsset(caip2);
  const changes: BalanceChange[] =
    view.value === 0n || !view.to
      ? []
      : [
          ...change(address(view.from), -view.value, native),
          ...change(address(view.to), view.value, native),
        ];
  const listed = chain.tokens();
  for (const transfer of view.tokenTransfers ?? []) {
    const token = listed.find((candidate) => candidate.address === transfer.token);
    if (!token) continue;
    const asset = tokenAsset(caip2, token);
    // A mint comes from, and a burn goes to, the zero address: no holder there to tell.
    if (transfer.from !== ZERO_ADDRESS) {
      changes.push(...change(address(transfer.from), -transfer.amount, asset));
    }
    if (transfer.to !== ZERO_ADDRESS) {
      changes.push(...change(address(transfer.to), transfer.amount, asset));
    }
  }
  return { hash, block, changes };
}

async function solanaChanges(
  chains: Chains,
  caip2: string,
  signature: string,
): Promise<Landed | undefined> {
  const chain = await chains.solana(caip2);
  const view = await chain.transaction(signature);
  if (!view) return undefined;
  const native = nativeAsset(caip2);
  const changes = view.accountKeys.flatMap((address, index) => {
    const before = view.preBalances[index] ?? 0n;
    const after = view.postBalances[index] ?? 0n;
    // The fee payer (the first signer) also paid the fee, which is not a transfer.
    return change(address, after - before + (index === 0 ? view.fee : 0n), native);
  });
  if (view.error === undefined) {
    const balances = view.tokenBalances ?? [];
    for (const token of chain.tokens()) {
      const ofMint = balances.filter((balance) => balance.mint === token.address);
      const asset = tokenAsset(caip2, token);
      for (const owner of new Set(ofMint.map((balance) => balance.owner))) {
        const delta = ofMint
          .filter((balance) => balance.owner === owner)
          .reduce((sum, balance) => sum + balance.post - balance.pre, 0n);
        changes.push(...change(owner, delta, asset));
      }
    }
  }
  const block = {
    number: view.slot.toString(),
    hash: view.blockhash,
    timestamp: seconds(view.timestampMs),
  };
  return { hash: signature, block, changes };
}

export async function balanceEvents(
  storage: Pick<Storage, 'read'>,
  chains: Chains,
  send: SendTransactionStatusRecord,
): Promise<WebhookEvent[]> {
  const family = chains.familyOf(send.caip2);
  const landed =
    family === 'evm' && send.txHash
      ? await evmChanges(chains, send.caip2, send.txHash)
      : family === 'solana' && send.signature
        ? await solanaChanges(chains, send.caip2, send.signature)
        : undefined;
  if (!landed || landed.changes.length === 0) return [];
  const owned = await storage.read(async (tx) => {
    const found = [];
    for (const change of landed.changes) {
      const accounts = await tx.list('walletAccount', { lookup: change.address });
      for (const organizationId of new Set(accounts.map((account) => account.organizationId))) {
        const organization = await tx.get('organization', organizationId);
        if (organization) found.push({ change, organization });
      }
    }
    return found;
  });
  return owned.flatMap(({ change, organization }) => {
    const { caip19, symbol, name, decimals } = change.asset;
    return (['confirmed', 'finalized'] as const).map((stage) => ({
      eventType: stage === 'confirmed' ? 'BALANCE_CONFIRMED_UPDATES' : 'BALANCE_FINALIZED_UPDATES',
      organizationId: organization.organizationId,
      body: JSON.stringify({
        type: `balances:${stage}`,
        organizationId: organization.organizationId,
        parentOrganizationId: organization.parentOrganizationId ?? organization.organizationId,
        msg: {
          operation: change.operation,
          caip2: send.caip2,
          txHash: landed.hash,
          address: change.address,
          idempotencyKey: `${landed.hash}:${change.address}:${caip19}:${change.operation}:${stage}`,
          asset: {
            symbol,
            name,
            decimals: String(decimals),
            caip19,
            amount: change.amount.toString(),
          },
          block: landed.block,
        },
      }),
    }));
  });
}
