/**
 * Earn, simulated: a fixed local catalog of vaults (`records/simulated/earn.ts`), fee wrappers
 * whose deployment settles on the sandbox clock, and positions kept as simulated amounts in the
 * sandbox's own records, whose yield, fee and rewards accrue on that clock. Wrappers belong to
 * the organization that deployed them; its sub-organizations deposit into them.
 */
import {
  ClaimEarnFeesIntentSchema,
  EarnClaimRewardsIntentSchema,
  EarnDeployWrapperIntentSchema,
  EarnDepositIntentSchema,
  EarnSetWrapperStateIntentSchema,
  EarnWithdrawIntentSchema,
  getClaimEarnFeesStatus as claimEarnFeesStatusSchemas,
  getEarnClaimRewardsStatus as earnClaimRewardsStatusSchemas,
  getEarnDeployStatus as earnDeployStatusSchemas,
  getEarnDepositStatus as earnDepositStatusSchemas,
  getEarnWithdrawStatus as earnWithdrawStatusSchemas,
  ListEarnEnabledVaultsRequestSchema,
  ListEarnPositionsRequestSchema,
  ListEarnRewardsRequestSchema,
  ListEarnVaultsRequestSchema,
} from '@docs/platform-api';
import type {
  EarnPositionRecord,
  EarnWrapperRecord,
  ReadTransaction,
  SettlementRecord,
  WriteTransaction,
} from '../../storage/types';
import { query, simplified, submission, type HandlerContext } from '../contract';
import { invalid, notFound, precondition } from '../errors';
import { displayOf, simulatedAsset, wholeUnits } from '../records/simulated/assets';
import {
  accrue,
  assetOfVault,
  catalogVault,
  EARN_CATALOG,
  fractionOfPpm,
  MAX_CLIENT_FEE_BPS,
  netApyPpm,
  rewardSplit,
  type CatalogVault,
} from '../records/simulated/earn';
import {
  isOwnAddress,
  organizationScope,
  settlementState,
  SETTLE_MS,
  simulatedAddress,
  simulatedTxHash,
} from '../records/simulated/settlement';
import { page } from './paging';

const CATALOG = simplified(
  'The catalog is a fixed local table of simulated vaults (yield, size and liquidity never change); no provider is asked.',
);
const WRAPPERS = simplified(
  'Wrappers are simulated: the deployment settles 4 s later on the sandbox clock with a simulated transaction hash, and nothing is deployed on a chain. A resubmission with the same vault and fee pair returns the first deployment’s addresses and deployRequestId (the platform skips the broadcast but does not publish which request id it returns).',
);
const POSITIONS = simplified(
  'Positions are simulated amounts kept in the sandbox’s records: no token moves and no balance is checked (the sandbox has no chain here); yield, the wrapper’s fee and rewards accrue on the sandbox clock at the catalog’s fixed rates, and each step settles 4 s later with a simulated transaction hash.',
);
const STATUS = simplified(
  'Reports the simulated settlement: PENDING until 4 s of sandbox clock have passed, then COMPLETED with a simulated transaction hash.',
);

const isRawAmount = (value: string) => /^[0-9]{1,78}$/.test(value) && BigInt(value) > 0n;

function vaultOf(wrapper: EarnWrapperRecord): CatalogVault {
  const vault = catalogVault(wrapper.vaultAddress);
  if (!vault) throw new Error(`wrapper ${wrapper.wrapperAddress} names no catalog vault`);
  return vault;
}

/** The wrappers the organization may use: its own, then its parent's. */
async function wrappersInScope(tx: ReadTransaction, organizationId: string) {
  const scope = await organizationScope(tx, organizationId);
  const lists = await Promise.all(
    scope.map((id) => tx.list('earnWrapper', { organizationId: id })),
  );
  return lists.flat();
}

async function usableWrapper(tx: ReadTransaction, organizationId: string, wrapperAddress: string) {
  const wanted = wrapperAddress.toLowerCase();
  const wrapper = (await wrappersInScope(tx, organizationId)).find(
    (candidate) => candidate.wrapperAddress === wanted,
  );
  if (!wrapper) {
    throw notFound(
      `wrapperAddress: no Earn wrapper ${wrapperAddress} for organization ${organizationId}`,
      'EARN_WRAPPER_NOT_FOUND',
    );
  }
  return wrapper;
}

/** A wrapper the organization deployed itself (settings and fees are the deployer's). */
async function ownedWrapper(tx: ReadTransaction, organizationId: string, wrapperAddress: string) {
  const wrapper = await tx.get('earnWrapper', wrapperAddress.toLowerCase());
  if (!wrapper || wrapper.organizationId !== organizationId) {
    throw notFound(
      `wrapperAddress: no Earn wrapper ${wrapperAddress} deployed by organization ${organizationId}`,
      'EARN_WRAPPER_NOT_FOUND',
    );
  }
  return wrapper;
}

async function checkSigner(tx: ReadTransaction, organizationId: string, signWith: string) {
  if (!(await isOwnAddress(tx, organizationId, signWith))) {
    throw notFound(
      `signWith: no wallet account or private key with address ${signWith} in organization ${organizationId}`,
      'SIGN_WITH_NOT_FOUND',
    );
  }
}

function newSettlement(
  context: HandlerContext,
  kind: SettlementRecord['kind'],
  parts: string[],
  subject?: string,
): SettlementRecord {
  const requestId = context.newId();
  const now = context.now();
  return {
    requestId,
    organizationId: context.organizationId,
    kind,
    createdAtMs: now,
    settlesAtMs: now + SETTLE_MS,
    txHash: simulatedTxHash(kind, requestId, ...parts),
    ...(subject ? { subject } : {}),
  };
}

const insertSettlement = (tx: WriteTransaction, settlement: SettlementRecord) =>
  tx.insert('settlement', {
    id: settlement.requestId,
    organizationId: settlement.organizationId,
    ...(settlement.subject ? { lookup: settlement.subject } : {}),
    data: settlement,
  });

async function deployState(tx: ReadTransaction, wrapper: EarnWrapperRecord, nowMs: number) {
  const settlement = await tx.get('settlement', wrapper.deployRequestId);
  return settlement ? settlementState(settlement, nowMs) : undefined;
}

/** A position brought up to `nowMs`, as a record to store. */
function accrued(
  position: EarnPositionRecord,
  wrapper: EarnWrapperRecord,
  nowMs: number,
): EarnPositionRecord {
  const next = accrue(position, vaultOf(wrapper), wrapper.clientFeeBps, nowMs);
  return {
    ...position,
    principal: String(next.principal),
    feeAccrued: String(next.feeAccrued),
    rewardAccrued: String(next.rewardAccrued),
    accruedAtMs: Math.max(nowMs, position.accruedAtMs),
  };
}

// Queries

export const listEarnVaults = query(ListEarnVaultsRequestSchema, CATALOG, (context, input) =>
  context.storage.read(async (tx) => {
    const enabled = new Set(
      (await wrappersInScope(tx, context.organizationId)).map((wrapper) => wrapper.vaultAddress),
    );
    const matching = EARN_CATALOG.filter(
      (vault) =>
        vault.caip19.toLowerCase() === input.caip19.toLowerCase() &&
        (input.provider === undefined || vault.provider === input.provider),
    ).sort((a, b) => {
      const usd = (vault: CatalogVault) => vault.tvl * assetOfVault(vault).usdMicros;
      return usd(b) > usd(a) ? 1 : usd(b) < usd(a) ? -1 : 0;
    });
    const vaults = page(matching, (vault) => vault.vaultAddress, input.paginationOptions, false);
    const first = matching.indexOf(vaults[0] as CatalogVault);
    const last = vaults.at(-1);
    return {
      vaults: vaults.map((vault) => {
        const asset = assetOfVault(vault);
        return {
          vaultAddress: vault.vaultAddress,
          provider: vault.provider,
          caip19: vault.caip19,
          tvl: String(vault.tvl),
          apyPct: fractionOfPpm(vault.apyPpm),
          enabled: enabled.has(vault.vaultAddress),
          display: displayOf(vault.tvl, asset),
          name: vault.name,
          curator: vault.curator,
          liquidity: String(vault.liquidity),
          liquidityDisplay: displayOf(vault.liquidity, asset),
          forceDeallocatableLiquidity: '0',
          forceDeallocatableLiquidityDisplay: displayOf(0n, asset),
        };
      }),
      pageInfo: {
        hasNextPage: last !== undefined && matching.indexOf(last) < matching.length - 1,
        hasPreviousPage: first > 0,
        ...(vaults[0] ? { startCursor: vaults[0].vaultAddress } : {}),
        ...(last ? { endCursor: last.vaultAddress } : {}),
      },
    };
  }),
);

export const listEarnEnabledVaults = query(
  ListEarnEnabledVaultsRequestSchema,
  POSITIONS,
  (context, input) =>
    context.storage.read(async (tx) => {
      const now = context.now();
      const wrappers = (await wrappersInScope(tx, context.organizationId)).filter((wrapper) => {
        const vault = vaultOf(wrapper);
        return (
          (input.provider === undefined || vault.provider === input.provider) &&
          (input.caip19 === undefined || vault.caip19.toLowerCase() === input.caip19.toLowerCase())
        );
      });
      const enabledVaults = [];
      for (const wrapper of wrappers) {
        const vault = vaultOf(wrapper);
        const asset = assetOfVault(vault);
        const positions = (await tx.list('earnPosition', { parentId: wrapper.wrapperAddress })).map(
          (position) => accrued(position, wrapper, now),
        );
        const deposited = positions.reduce((sum, p) => sum + BigInt(p.principal), 0n);
        const fees = positions.reduce((sum, p) => sum + BigInt(p.feeAccrued), 0n);
        const own = wrapper.organizationId === context.organizationId;
        const state = await deployState(tx, wrapper, now);
        const claimable = fees - BigInt(wrapper.feesClaimed);
        enabledVaults.push({
          vaultAddress: vault.vaultAddress,
          wrapperAddress: wrapper.wrapperAddress,
          provider: vault.provider,
          caip19: vault.caip19,
          apyPct: fractionOfPpm(vault.apyPpm),
          totalDeposited: String(deposited),
          display: displayOf(deposited, asset),
          netApyPct: fractionOfPpm(netApyPpm(vault, wrapper.clientFeeBps)),
          clientFeeBps: String(wrapper.clientFeeBps),
          depositsDisabled: wrapper.depositsDisabled,
          name: vault.name,
          curator: vault.curator,
          ...(own
            ? {
                claimableClientFee: String(claimable),
                claimableClientFeeDisplay: displayOf(claimable, asset),
                clientFeeWallet: wrapper.clientFeeWallet,
              }
            : {}),
          liquidity: String(vault.liquidity),
          liquidityDisplay: displayOf(vault.liquidity, asset),
          ...(input.includeExposure && vault.provider === 'EARN_PROVIDER_MORPHO'
            ? {
                exposures: [
                  {
                    marketId: simulatedTxHash('market', vault.vaultAddress),
                    collateralSymbol: '',
                    collateralCaip19: '',
                    lltvPct: '0',
                    supplied: String(vault.tvl),
                    display: displayOf(vault.tvl, asset),
                    sharePct: '1',
                  },
                ],
              }
            : {}),
          forceDeallocatableLiquidity: '0',
          forceDeallocatableLiquidityDisplay: displayOf(0n, asset),
          ...(state ? { deployStatus: state.status } : {}),
          deployRequestId: wrapper.deployRequestId,
          ...(state?.error ? { deployError: state.error } : {}),
        });
      }
      return { enabledVaults };
    }),
);

export const listEarnPositions = query(
  ListEarnPositionsRequestSchema,
  POSITIONS,
  (context, input) =>
    context.storage.read(async (tx) => {
      const now = context.now();
      const stored = (await tx.list('earnPosition', { lookup: input.walletAddress })).filter(
        (position) => position.organizationId === context.organizationId,
      );
      const positions = [];
      for (const position of stored) {
        const wrapper = await tx.get('earnWrapper', position.wrapperAddress);
        if (!wrapper) continue;
        const current = accrued(position, wrapper, now);
        const vault = vaultOf(wrapper);
        const asset = assetOfVault(vault);
        const value = BigInt(current.principal);
        if (value === 0n) continue;
        const deposited = BigInt(current.totalDeposited);
        const withdrawn = BigInt(current.totalWithdrawn);
        positions.push({
          vaultAddress: vault.vaultAddress,
          wrapperAddress: wrapper.wrapperAddress,
          provider: vault.provider,
          caip19: vault.caip19,
          currentValue: String(value),
          totalDeposited: String(deposited),
          totalWithdrawn: String(withdrawn),
          display: {
            currentValueUsd: displayOf(value, asset).usd,
            totalDepositedUsd: displayOf(deposited, asset).usd,
            totalWithdrawnUsd: displayOf(withdrawn, asset).usd,
            currentValueCrypto: wholeUnits(value, asset.decimals),
            totalDepositedCrypto: wholeUnits(deposited, asset.decimals),
            totalWithdrawnCrypto: wholeUnits(withdrawn, asset.decimals),
          },
          depositsDisabled: wrapper.depositsDisabled,
        });
      }
      return { positions };
    }),
);

interface RewardTotal {
  caip2: string;
  caip19: string;
  claimable: bigint;
  claimed: bigint;
  pending: bigint;
}

/** The wallet's rewards per chain and token, at `nowMs`. */
async function rewardsOf(
  tx: ReadTransaction,
  organizationId: string,
  walletAddress: string,
  nowMs: number,
  caip2?: string,
) {
  const totals = new Map<string, RewardTotal>();
  const positions = (await tx.list('earnPosition', { lookup: walletAddress })).filter(
    (position) => position.organizationId === organizationId,
  );
  for (const position of positions) {
    const wrapper = await tx.get('earnWrapper', position.wrapperAddress);
    if (!wrapper) continue;
    const vault = vaultOf(wrapper);
    if (!vault.reward || (caip2 !== undefined && vault.chainCaip2 !== caip2)) continue;
    const split = rewardSplit(position, vault, wrapper.clientFeeBps, nowMs);
    const key = `${vault.chainCaip2}|${vault.reward.caip19}`;
    const total = totals.get(key) ?? {
      caip2: vault.chainCaip2,
      caip19: vault.reward.caip19,
      claimable: 0n,
      claimed: 0n,
      pending: 0n,
    };
    total.claimable += split.claimable;
    total.claimed += split.claimed;
    total.pending += split.pending;
    totals.set(key, total);
  }
  return { positions, totals: [...totals.values()] };
}

export const listEarnRewards = query(ListEarnRewardsRequestSchema, POSITIONS, (context, input) =>
  context.storage.read(async (tx) => {
    const { totals } = await rewardsOf(
      tx,
      context.organizationId,
      input.walletAddress,
      context.now(),
      input.caip2,
    );
    return {
      rewards: totals.map((total) => {
        const token = simulatedAsset(total.caip19);
        const decimals = token?.decimals ?? 18;
        const show = (raw: bigint) =>
          token ? displayOf(raw, token) : { usd: '0.00', crypto: wholeUnits(raw, decimals) };
        return {
          caip2: total.caip2,
          caip19: total.caip19,
          symbol: token?.symbol ?? '',
          decimals,
          claimable: String(total.claimable),
          claimed: String(total.claimed),
          pending: String(total.pending),
          display: {
            claimableUsd: show(total.claimable).usd,
            claimableCrypto: show(total.claimable).crypto,
            claimedUsd: show(total.claimed).usd,
            claimedCrypto: show(total.claimed).crypto,
            pendingUsd: show(total.pending).usd,
            pendingCrypto: show(total.pending).crypto,
          },
        };
      }),
    };
  }),
);

/** One of the five status queries: the organization's own settlement of `kind`. */
function statusOf(
  kind: SettlementRecord['kind'],
  requestKey: string,
  hashKey: string,
  context: HandlerContext,
  requestId: string,
) {
  return context.storage.read(async (tx) => {
    let settlement = await tx.get('settlement', requestId);
    if (!settlement && kind === 'earnRewardsClaim')
      settlement = await claimOfActivity(tx, context, requestId);
    if (
      !settlement ||
      settlement.organizationId !== context.organizationId ||
      settlement.kind !== kind
    ) {
      throw notFound(
        `${requestKey}: no request ${requestId} in organization ${context.organizationId}`,
        'EARN_REQUEST_NOT_FOUND',
      );
    }
    const state = settlementState(settlement, context.now());
    return {
      status: state.status,
      ...(state.txHash ? { [hashKey]: state.txHash } : {}),
      ...(state.error ? { error: state.error } : {}),
    };
  });
}

/**
 * earn_claim_rewards has no result key in the client, so its activity carries no request id; the
 * sandbox accepts the claim activity's own id instead and finds the claim it made.
 */
async function claimOfActivity(tx: ReadTransaction, context: HandlerContext, activityId: string) {
  const activity = await tx.get('activity', activityId);
  if (activity?.organizationId !== context.organizationId) return undefined;
  const intent = (
    activity.intent as { earnClaimRewardsIntent?: { signWith: string; chainCaip2: string } }
  ).earnClaimRewardsIntent;
  if (!intent) return undefined;
  const activityMs =
    Number(activity.createdAt.seconds) * 1000 + Number(activity.createdAt.nanos) / 1e6;
  const claims = (
    await tx.list('settlement', { lookup: `${intent.signWith}|${intent.chainCaip2}` })
  ).filter(
    (claim) => claim.organizationId === context.organizationId && claim.createdAtMs <= activityMs,
  );
  return claims.at(-1);
}

export const getEarnDeployStatus = query(
  earnDeployStatusSchemas.request,
  STATUS,
  (context, input) =>
    statusOf('earnDeploy', 'deployRequestId', 'deployTxHash', context, input.deployRequestId),
);
export const getEarnDepositStatus = query(
  earnDepositStatusSchemas.request,
  STATUS,
  (context, input) =>
    statusOf('earnDeposit', 'depositRequestId', 'depositTxHash', context, input.depositRequestId),
);
export const getEarnWithdrawStatus = query(
  earnWithdrawStatusSchemas.request,
  STATUS,
  (context, input) =>
    statusOf(
      'earnWithdraw',
      'withdrawRequestId',
      'withdrawTxHash',
      context,
      input.withdrawRequestId,
    ),
);
export const getClaimEarnFeesStatus = query(
  claimEarnFeesStatusSchemas.request,
  STATUS,
  (context, input) =>
    statusOf('earnFeeClaim', 'claimRequestId', 'claimTxHash', context, input.claimRequestId),
);
export const getEarnClaimRewardsStatus = query(
  earnClaimRewardsStatusSchemas.request,
  simplified(
    'Reports the simulated settlement (PENDING for 4 s of sandbox clock, then COMPLETED with a simulated hash). The claim activity carries no result in the client, so `claimRequestId` also takes the claim activity’s id.',
  ),
  (context, input) =>
    statusOf('earnRewardsClaim', 'claimRequestId', 'claimTxHash', context, input.claimRequestId),
);

// Submissions

export const earnDeployWrapper = submission(
  EarnDeployWrapperIntentSchema,
  WRAPPERS,
  async (context, parameters) => {
    const vault = catalogVault(parameters.vaultAddress);
    if (!vault)
      throw invalid(
        `vaultAddress: ${parameters.vaultAddress} is not a vault of the catalog (list_earn_vaults)`,
      );
    if (vault.chainCaip2 !== parameters.chainCaip2) {
      throw invalid(
        `chainCaip2: vault ${parameters.vaultAddress} is on ${vault.chainCaip2}, not ${parameters.chainCaip2}`,
      );
    }
    const feeBps = Number(parameters.clientFeeBps);
    if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > MAX_CLIENT_FEE_BPS) {
      throw invalid(
        `clientFeeBps: expected 0 to ${MAX_CLIENT_FEE_BPS} basis points, received ${parameters.clientFeeBps}`,
      );
    }
    const organizationId = context.organizationId;
    // The platform binds the fee pair into the wrapper's (CREATE2) address: another pair is
    // another wrapper for the same vault, and the same pair is the same wrapper again.
    const wrapperAddress = simulatedAddress(
      'wrapper',
      organizationId,
      vault.vaultAddress,
      String(feeBps),
      parameters.clientFeeWallet.toLowerCase(),
    );
    const existing = await context.storage.read(async (tx) => {
      if (!(await isOwnAddress(tx, organizationId, parameters.clientFeeWallet))) {
        throw invalid(
          `clientFeeWallet: ${parameters.clientFeeWallet} is not an address of a wallet of organization ${organizationId}`,
        );
      }
      return tx.get('earnWrapper', wrapperAddress);
    });
    if (existing) {
      return {
        result: {
          wrapperAddress,
          splitterAddress: existing.splitterAddress,
          deployRequestId: existing.deployRequestId,
        },
      };
    }
    const settlement = newSettlement(context, 'earnDeploy', [wrapperAddress]);
    const now = context.timestamp();
    const wrapper: EarnWrapperRecord = {
      wrapperAddress,
      organizationId,
      vaultAddress: vault.vaultAddress,
      chainCaip2: vault.chainCaip2,
      splitterAddress: simulatedAddress('splitter', vault.provider, vault.chainCaip2),
      clientFeeBps: feeBps,
      clientFeeWallet: parameters.clientFeeWallet,
      depositsDisabled: false,
      deployRequestId: settlement.requestId,
      feesClaimed: '0',
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: {
        wrapperAddress,
        splitterAddress: wrapper.splitterAddress,
        deployRequestId: settlement.requestId,
      },
      write: async (tx) => {
        if (await tx.get('earnWrapper', wrapperAddress)) {
          throw precondition(
            'vaultAddress: the same wrapper was deployed by a concurrent request; send again to read it',
          );
        }
        await tx.insert('earnWrapper', { id: wrapperAddress, organizationId, data: wrapper });
        await insertSettlement(tx, settlement);
      },
    };
  },
);

export const earnSetWrapperState = submission(
  EarnSetWrapperStateIntentSchema,
  WRAPPERS,
  async (context, parameters) => {
    const before = await context.storage.read((tx) =>
      ownedWrapper(tx, context.organizationId, parameters.wrapperAddress),
    );
    const after = {
      ...before,
      depositsDisabled: parameters.depositsDisabled,
      updatedAt: context.timestamp(),
    };
    return {
      result: { wrapperAddress: after.wrapperAddress, depositsDisabled: after.depositsDisabled },
      write: async (tx) => {
        await ownedWrapper(tx, context.organizationId, parameters.wrapperAddress);
        await tx.update('earnWrapper', after.wrapperAddress, after);
      },
    };
  },
);

/** The position of `walletAddress` in `wrapper` for the caller's organization, if any. */
async function positionOf(
  tx: ReadTransaction,
  organizationId: string,
  wrapperAddress: string,
  walletAddress: string,
) {
  return (await tx.list('earnPosition', { parentId: wrapperAddress, lookup: walletAddress })).find(
    (position) => position.organizationId === organizationId,
  );
}

async function writePosition(tx: WriteTransaction, position: EarnPositionRecord, isNew: boolean) {
  if (isNew) {
    await tx.insert('earnPosition', {
      id: position.positionId,
      organizationId: position.organizationId,
      parentId: position.wrapperAddress,
      lookup: position.walletAddress,
      data: position,
    });
  } else {
    await tx.update('earnPosition', position.positionId, position);
  }
}

export const earnDeposit = submission(
  EarnDepositIntentSchema,
  POSITIONS,
  async (context, parameters) => {
    if (!isRawAmount(parameters.assets)) {
      throw invalid(
        `assets: expected a positive whole number of raw units, received ${JSON.stringify(parameters.assets)}`,
      );
    }
    const organizationId = context.organizationId;
    const now = context.now();
    const { wrapper, existing } = await context.storage.read(async (tx) => {
      const wrapper = await usableWrapper(tx, organizationId, parameters.wrapperAddress);
      if (wrapper.chainCaip2 !== parameters.chainCaip2) {
        throw invalid(
          `chainCaip2: wrapper ${wrapper.wrapperAddress} is on ${wrapper.chainCaip2}, not ${parameters.chainCaip2}`,
        );
      }
      const state = await deployState(tx, wrapper, now);
      if (state?.status !== 'COMPLETED') {
        throw precondition(
          `wrapperAddress: the wrapper's deployment is ${state?.status ?? 'unknown'}; deposits need COMPLETED`,
        );
      }
      if (wrapper.depositsDisabled)
        throw precondition(`wrapperAddress: deposits into ${wrapper.wrapperAddress} are disabled`);
      await checkSigner(tx, organizationId, parameters.signWith);
      return {
        wrapper,
        existing: await positionOf(tx, organizationId, wrapper.wrapperAddress, parameters.signWith),
      };
    });
    const timestamp = context.timestamp();
    const base: EarnPositionRecord = existing
      ? accrued(existing, wrapper, now)
      : {
          positionId: context.newId(),
          organizationId,
          wrapperAddress: wrapper.wrapperAddress,
          walletAddress: parameters.signWith,
          principal: '0',
          feeAccrued: '0',
          rewardAccrued: '0',
          rewardClaimed: '0',
          totalDeposited: '0',
          totalWithdrawn: '0',
          accruedAtMs: now,
          createdAt: timestamp,
          updatedAt: timestamp,
        };
    const amount = BigInt(parameters.assets);
    const position = {
      ...base,
      principal: String(BigInt(base.principal) + amount),
      totalDeposited: String(BigInt(base.totalDeposited) + amount),
      updatedAt: timestamp,
    };
    const settlement = newSettlement(context, 'earnDeposit', [
      wrapper.wrapperAddress,
      parameters.signWith,
      parameters.assets,
    ]);
    return {
      result: { depositRequestId: settlement.requestId },
      write: async (tx) => {
        await writePosition(tx, position, !existing);
        await insertSettlement(tx, settlement);
      },
    };
  },
);

export const earnWithdraw = submission(
  EarnWithdrawIntentSchema,
  POSITIONS,
  async (context, parameters) => {
    const max = parameters.amountValue === 'MAX';
    if (!max && !isRawAmount(parameters.amountValue)) {
      throw invalid(
        `amountValue: expected MAX or a positive whole number of raw units, received ${JSON.stringify(parameters.amountValue)}`,
      );
    }
    const organizationId = context.organizationId;
    const now = context.now();
    const { wrapper, existing } = await context.storage.read(async (tx) => {
      const wrapper = await usableWrapper(tx, organizationId, parameters.wrapperAddress);
      if (wrapper.chainCaip2 !== parameters.chainCaip2) {
        throw invalid(
          `chainCaip2: wrapper ${wrapper.wrapperAddress} is on ${wrapper.chainCaip2}, not ${parameters.chainCaip2}`,
        );
      }
      await checkSigner(tx, organizationId, parameters.signWith);
      return {
        wrapper,
        existing: await positionOf(tx, organizationId, wrapper.wrapperAddress, parameters.signWith),
      };
    });
    if (!existing) {
      throw notFound(
        `signWith: ${parameters.signWith} has no position in wrapper ${wrapper.wrapperAddress}`,
        'EARN_POSITION_NOT_FOUND',
      );
    }
    const current = accrued(existing, wrapper, now);
    const value = BigInt(current.principal);
    const amount = max ? value : BigInt(parameters.amountValue);
    if (amount === 0n || amount > value) {
      throw precondition(
        `amountValue: the position holds ${value} raw units; cannot withdraw ${amount}`,
      );
    }
    const position = {
      ...current,
      principal: String(value - amount),
      totalWithdrawn: String(BigInt(current.totalWithdrawn) + amount),
      updatedAt: context.timestamp(),
    };
    const settlement = newSettlement(context, 'earnWithdraw', [
      wrapper.wrapperAddress,
      parameters.signWith,
      String(amount),
    ]);
    return {
      result: { withdrawRequestId: settlement.requestId },
      write: async (tx) => {
        await tx.update('earnPosition', position.positionId, position);
        await insertSettlement(tx, settlement);
      },
    };
  },
);

export const claimEarnFees = submission(
  ClaimEarnFeesIntentSchema,
  POSITIONS,
  async (context, parameters) => {
    const now = context.now();
    const { wrapper, earned } = await context.storage.read(async (tx) => {
      const wrapper = await ownedWrapper(tx, context.organizationId, parameters.wrapperAddress);
      const positions = await tx.list('earnPosition', { parentId: wrapper.wrapperAddress });
      const earned = positions
        .map((position) => accrued(position, wrapper, now))
        .reduce((sum, position) => sum + BigInt(position.feeAccrued), 0n);
      return { wrapper, earned };
    });
    const claimable = earned - BigInt(wrapper.feesClaimed);
    if (claimable <= 0n)
      throw precondition(
        `wrapperAddress: wrapper ${wrapper.wrapperAddress} has no fee to claim yet`,
      );
    const settlement = newSettlement(context, 'earnFeeClaim', [
      wrapper.wrapperAddress,
      String(claimable),
    ]);
    const after = { ...wrapper, feesClaimed: String(earned), updatedAt: context.timestamp() };
    return {
      result: { claimRequestId: settlement.requestId },
      write: async (tx) => {
        const fresh = await ownedWrapper(tx, context.organizationId, wrapper.wrapperAddress);
        if (fresh.feesClaimed !== wrapper.feesClaimed)
          throw precondition('wrapperAddress: another fee claim landed first');
        await tx.update('earnWrapper', after.wrapperAddress, after);
        await insertSettlement(tx, settlement);
      },
    };
  },
);

export const earnClaimRewards = submission(
  EarnClaimRewardsIntentSchema,
  POSITIONS,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const now = context.now();
    const { positions, totals } = await context.storage.read(async (tx) => {
      await checkSigner(tx, organizationId, parameters.signWith);
      return rewardsOf(tx, organizationId, parameters.signWith, now, parameters.chainCaip2);
    });
    if (!totals.some((total) => total.claimable > 0n)) {
      throw precondition(
        `signWith: ${parameters.signWith} has no claimable rewards on ${parameters.chainCaip2}`,
      );
    }
    const claimed: EarnPositionRecord[] = [];
    for (const position of positions) {
      const wrapper = await context.storage.read((tx) =>
        tx.get('earnWrapper', position.wrapperAddress),
      );
      if (!wrapper) continue;
      const vault = vaultOf(wrapper);
      if (!vault.reward || vault.chainCaip2 !== parameters.chainCaip2) continue;
      const split = rewardSplit(position, vault, wrapper.clientFeeBps, now);
      claimed.push({ ...position, rewardClaimed: String(split.claimed + split.claimable) });
    }
    const subject = `${parameters.signWith}|${parameters.chainCaip2}`;
    const settlement = newSettlement(context, 'earnRewardsClaim', [subject], subject);
    return {
      result: { claimRequestId: settlement.requestId },
      write: async (tx) => {
        for (const position of claimed)
          await tx.update('earnPosition', position.positionId, position);
        await insertSettlement(tx, settlement);
      },
    };
  },
);
