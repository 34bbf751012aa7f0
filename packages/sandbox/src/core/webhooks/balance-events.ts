/**
 * BALANCE_CONFIRMED_UPDATES and BALANCE_FINALIZED_UPDATES from the local chains. Each send the
 * sandbox broadcasts moves native coin between addresses; every wallet-account address among them
 * gets one `deposit` or `withdraw` event per asset, in the body the platform documents
 * (`type: "balances:confirmed"` / `"balances:finalized"`, `msg` with the operation, the CAIP-2,
 * the hash, the address, an idempotency key, the asset with the amount in its smallest unit, and
 * the block). Private-key addresses get none, as on the platform. A local block is final as soon
 * as it is made, so both events leave together. What is reported is the value transferred: an
 * EVM sender's gas is not a withdrawal here, and a reverted EVM transaction moves no value.
 */
import { checksumEthereumAddress } from '../../crypto';
import type { Chains } from '../../chains/types';
import type { SendTransactionStatusRecord, Storage } from '../../storage/types';
import { nativeAsset } from '../records/native-assets';
import type { WebhookEvent } from './deliveries';

interface BalanceChange {
  address: string;
  operation: 'deposit' | 'withdraw';
  amount: bigint;
}

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
  const view = (await chains.evm(caip2)).transaction(hash);
  if (!view) return undefined;
  const block = {
    number: view.blockNumber.toString(),
    hash: view.blockHash,
    timestamp: seconds(view.timestampMs),
  };
  if (!view.success || view.value === 0n || !view.to) return { hash, block, changes: [] };
  const address = (raw: string) => checksumEthereumAddress(raw.replace(/^0x/i, '').toLowerCase());
  return {
    hash,
    block,
    changes: [
      { address: address(view.from), operation: 'withdraw', amount: view.value },
      { address: address(view.to), operation: 'deposit', amount: view.value },
    ],
  };
}

async function solanaChanges(
  chains: Chains,
  caip2: string,
  signature: string,
): Promise<Landed | undefined> {
  const view = await (await chains.solana(caip2)).transaction(signature);
  if (!view) return undefined;
  const changes = view.accountKeys.flatMap((address, index): BalanceChange[] => {
    const before = view.preBalances[index] ?? 0n;
    const after = view.postBalances[index] ?? 0n;
    // The fee payer (the first signer) also paid the fee, which is not a transfer.
    const delta = after - before + (index === 0 ? view.fee : 0n);
    if (delta === 0n) return [];
    return [
      {
        address,
        operation: delta > 0n ? 'deposit' : 'withdraw',
        amount: delta < 0n ? -delta : delta,
      },
    ];
  });
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
  const { caip19, symbol, name, decimals } = nativeAsset(send.caip2);
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
  return owned.flatMap(({ change, organization }) =>
    (['confirmed', 'finalized'] as const).map((stage) => ({
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
    })),
  );
}
