/**
 * delete_wallet_accounts: accounts removed from their wallets, refused while an account's key
 * was never exported unless `deleteWithoutExport` is true (the rule delete_wallets follows).
 */
import { checkDeleteRequiresExport, DeleteWalletAccountsIntentSchema } from '@docs/platform-api';
import type { ReadTransaction } from '../../storage/types';
import { invalid, notFound, precondition } from '../errors';
import { simplified, submission } from '../contract';

export const deleteWalletAccounts = submission(
  DeleteWalletAccountsIntentSchema,
  simplified(
    'An account counts as exported when its whole wallet was exported (export_wallet); export_wallet_account marks nothing.',
  ),
  async (context, parameters) => {
    const ids = parameters.walletAccountIds;
    if (ids.length === 0) throw invalid('walletAccountIds: expected at least one account id');
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        throw invalid(`walletAccountIds[${index}]: ${id} is listed twice`);
      }
    });
    const check = async (tx: ReadTransaction) => {
      const targets = [];
      for (const [index, id] of ids.entries()) {
        const account = await tx.get('walletAccount', id);
        if (account?.organizationId !== context.organizationId) {
          throw notFound(
            `walletAccountIds[${index}]: no wallet account ${id} in organization ${context.organizationId}`,
            'WALLET_ACCOUNT_NOT_FOUND',
          );
        }
        const wallet = await tx.get('wallet', account.walletId);
        targets.push({ id, exported: wallet?.exported ?? false });
      }
      const rule = checkDeleteRequiresExport(
        targets,
        parameters.deleteWithoutExport,
        'walletAccountIds',
      );
      if (!rule.ok) {
        throw precondition(
          `walletAccountIds: ${rule.violations.map((violation) => violation.message).join(' ')}`,
          'WALLET_NOT_EXPORTED',
        );
      }
    };
    await context.storage.read(check);
    return {
      result: { walletAccountIds: ids },
      write: async (tx) => {
        await check(tx);
        for (const id of ids) await tx.remove('walletAccount', id);
      },
    };
  },
);
