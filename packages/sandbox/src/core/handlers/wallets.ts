/** Wallets and their accounts: create, read, list and delete. */
import {
  checkDeleteWallets,
  CreateWalletAccountsIntentSchema,
  CreateWalletIntentSchema,
  DeleteWalletsIntentSchema,
  GetWalletAccountRequestSchema,
  GetWalletAccountsRequestSchema,
  GetWalletRequestSchema,
  GetWalletsRequestSchema,
  UpdateWalletIntentSchema,
} from '@docs/platform-api';
import type { ReadTransaction } from '../../storage/types';
import { invalid, notFound, precondition, SandboxError } from '../errors';
import { faithful, query, simplified, submission } from '../contract';
import { accountView, walletView } from '../views';
import { ownRecord } from '../records/owned';
import { deriveAccounts, insertAccounts, insertWallet, newWallet } from '../records/wallets';
import { page } from './paging';

/** How the sandbox's TON and Spark account addresses differ from what the platform documents. */
const TON_SPARK_ACCOUNTS =
  "TON addresses come back in the user-friendly non-bounceable mainnet form (`UQ…`) that TEP-0002 recommends for wallets; the platform does not publish which form it returns. Spark accounts derive at the path the request names, where the platform documents that it sets the identity path `m/8797555'/{account}'/0'` itself.";

export const createWallet = submission(
  CreateWalletIntentSchema,
  simplified(
    `Mnemonics are English only. CURVE_P256 accounts derive with SLIP-10 (nist256p1) and have only ADDRESS_FORMAT_COMPRESSED / ADDRESS_FORMAT_UNCOMPRESSED addresses; the platform does not publish its P-256 derivation. ${TON_SPARK_ACCOUNTS}`,
  ),
  async (context, parameters) => {
    const created = await newWallet(context, context.organizationId, parameters);
    return {
      result: {
        walletId: created.wallet.walletId,
        addresses: created.accounts.map((account) => account.address),
      },
      write: (tx) => insertWallet(tx, created),
    };
  },
);

export const createWalletAccounts = submission(
  CreateWalletAccountsIntentSchema,
  simplified(`\`persist: false\` still stores the accounts. ${TON_SPARK_ACCOUNTS}`),
  async (context, parameters) => {
    const wallet = await context.storage.read((tx) =>
      ownRecord(tx, 'wallet', parameters.walletId, context.organizationId, 'wallet'),
    );
    const accounts = await deriveAccounts(context, wallet, parameters.accounts);
    return {
      result: { addresses: accounts.map((account) => account.address) },
      write: async (tx) => {
        await ownRecord(tx, 'wallet', parameters.walletId, context.organizationId, 'wallet');
        await insertAccounts(tx, accounts);
      },
    };
  },
);

export const getWallet = query(GetWalletRequestSchema, faithful, async (context, input) => {
  const wallet = await context.storage.read((tx) =>
    ownRecord(tx, 'wallet', input.walletId, context.organizationId, 'wallet'),
  );
  return { wallet: walletView(wallet) };
});

export const listWallets = query(GetWalletsRequestSchema, faithful, async (context) => {
  const wallets = await context.storage.read((tx) =>
    tx.list('wallet', { organizationId: context.organizationId }),
  );
  return { wallets: wallets.map(walletView) };
});

export const getWalletAccount = query(
  GetWalletAccountRequestSchema,
  faithful,
  async (context, input) => {
    if (input.address === undefined && input.path === undefined) {
      throw invalid('Give address or path to pick the wallet account');
    }
    const accounts = await context.storage.read(async (tx) => {
      await ownRecord(tx, 'wallet', input.walletId, context.organizationId, 'wallet');
      return tx.list('walletAccount', { parentId: input.walletId });
    });
    const account = accounts.find(
      (candidate) =>
        (input.address === undefined || candidate.address === input.address) &&
        (input.path === undefined || candidate.path === input.path),
    );
    if (!account) {
      throw notFound(
        `No account with ${input.address !== undefined ? `address ${input.address}` : `path ${input.path}`} in wallet ${input.walletId}`,
        'WALLET_ACCOUNT_NOT_FOUND',
      );
    }
    return { account: accountView(account) };
  },
);

export const listWalletAccounts = query(
  GetWalletAccountsRequestSchema,
  simplified('`includeWalletDetails` is ignored.'),
  async (context, input) => {
    const accounts = await context.storage.read(async (tx) => {
      if (input.walletId === undefined) {
        return tx.list('walletAccount', { organizationId: context.organizationId });
      }
      await ownRecord(tx, 'wallet', input.walletId, context.organizationId, 'wallet');
      return tx.list('walletAccount', { parentId: input.walletId });
    });
    const selected = page(
      accounts,
      (account) => account.walletAccountId,
      input.paginationOptions,
      false,
    );
    return { accounts: selected.map(accountView) };
  },
);

export const deleteWallets = submission(
  DeleteWalletsIntentSchema,
  faithful,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      const wallets = await tx.list('wallet', { organizationId: context.organizationId });
      const verdict = checkDeleteWallets(parameters, wallets);
      if (verdict.ok) return;
      const message = verdict.violations.map((violation) => violation.message).join(' ');
      throw verdict.violations.some((violation) => violation.message.includes('known target'))
        ? notFound(message, 'WALLET_NOT_FOUND')
        : precondition(message, 'WALLET_NOT_EXPORTED');
    };
    await context.storage.read(check);
    return {
      result: { walletIds: parameters.walletIds },
      write: async (tx) => {
        await check(tx);
        for (const walletId of parameters.walletIds) {
          for (const account of await tx.list('walletAccount', { parentId: walletId })) {
            await tx.remove('walletAccount', account.walletAccountId);
          }
          await tx.remove('wallet', walletId);
        }
      },
    };
  },
);

export const updateWallet = submission(
  UpdateWalletIntentSchema,
  faithful,
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownRecord(tx, 'wallet', parameters.walletId, context.organizationId, 'wallet'),
    );
    return {
      result: { walletId: parameters.walletId },
      write: async (tx) => {
        const wallet = await ownRecord(
          tx,
          'wallet',
          parameters.walletId,
          context.organizationId,
          'wallet',
        );
        const walletName = parameters.walletName;
        if (walletName === undefined || walletName === wallet.walletName) return;
        const others = await tx.list('wallet', { organizationId: context.organizationId });
        if (others.some((other) => other.walletName === walletName)) {
          throw new SandboxError(
            'ALREADY_EXISTS',
            'WALLET_NAME_TAKEN',
            `A wallet named ${walletName} already exists in this organization`,
          );
        }
        await tx.update('wallet', wallet.walletId, {
          ...wallet,
          walletName,
          updatedAt: context.timestamp(),
        });
      },
    };
  },
);
