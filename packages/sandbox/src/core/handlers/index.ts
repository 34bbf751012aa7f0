/**
 * The handler registry: every operation the sandbox implements, by name. Operations not listed
 * here answer 501 naming the operation; the fidelity table is generated from this map.
 */
import type { Handler } from '../registry';
import { getActivity, listActivities } from './activities';
import { approveActivity, rejectActivity } from './consensus';
import {
  createSubOrganization,
  getOrganization,
  getOrganizationConfigs,
  whoami,
} from './organizations';
import {
  createPolicies,
  createPolicy,
  deletePolicies,
  deletePolicy,
  getPolicy,
  listPolicies,
  updatePolicy,
} from './policies';
import { signRawPayload, signRawPayloads, signTransaction } from './signing';
import { listSubOrganizations } from './sub-organizations';
import {
  createApiKeys,
  createUsers,
  deleteApiKeys,
  getApiKey,
  getApiKeys,
  getUser,
  listUsers,
} from './users';
import {
  createWallet,
  createWalletAccounts,
  deleteWallets,
  getWallet,
  getWalletAccount,
  listWalletAccounts,
  listWallets,
  updateWallet,
} from './wallets';

export const handlers: Readonly<Record<string, Handler>> = {
  whoami,
  get_organization: getOrganization,
  get_organization_configs: getOrganizationConfigs,
  create_sub_organization: createSubOrganization,
  list_suborgs: listSubOrganizations,
  create_users: createUsers,
  get_user: getUser,
  list_users: listUsers,
  create_api_keys: createApiKeys,
  get_api_keys: getApiKeys,
  get_api_key: getApiKey,
  delete_api_keys: deleteApiKeys,
  create_wallet: createWallet,
  create_wallet_accounts: createWalletAccounts,
  get_wallet: getWallet,
  list_wallets: listWallets,
  get_wallet_account: getWalletAccount,
  list_wallet_accounts: listWalletAccounts,
  delete_wallets: deleteWallets,
  update_wallet: updateWallet,
  sign_raw_payload: signRawPayload,
  sign_raw_payloads: signRawPayloads,
  sign_transaction: signTransaction,
  get_activity: getActivity,
  list_activities: listActivities,
  approve_activity: approveActivity,
  reject_activity: rejectActivity,
  create_policy: createPolicy,
  create_policies: createPolicies,
  get_policy: getPolicy,
  list_policies: listPolicies,
  update_policy: updatePolicy,
  delete_policy: deletePolicy,
  delete_policies: deletePolicies,
};
