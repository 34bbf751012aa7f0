/**
 * The handler registry: every operation the sandbox implements, by name. Operations not listed
 * here answer 501 naming the operation; the fidelity table is generated from this map. Routes
 * read it through `handlerOf`, which checks each handler is defined with its operation's schema.
 */
import { intentSchemas, type Operation } from '@docs/platform-api';
import type { Handler } from '../contract';
import { getActivity, listActivities } from './activities';
import {
  createOauthProviders,
  deleteOauthProviders,
  getOauthProviders,
  oauth,
  oauthLogin,
} from './auth-oauth';
import { initOtp, otpLogin, verifyOtp } from './auth-otp';
import { initOtpAuth, otpAuth } from './auth-otp-auth';
import { initUserEmailRecovery, recoverUser } from './auth-recovery';
import { createReadWriteSession, emailAuth, stampLogin } from './auth-sessions';
import { approveActivity, rejectActivity } from './consensus';
import {
  getNonces,
  getSendTransactionStatus,
  getWalletAddressBalances,
  listEthTransactionHistory,
  listSolTransactionHistory,
  listSupportedAssets,
} from './chain-reads';
import {
  ethSendRawTransaction,
  ethSendTransaction,
  ethUndelegate7702,
  solSendTransaction,
} from './chain-sends';
import {
  createSubOrganization,
  getOrganization,
  getOrganizationConfigs,
  removeOrganizationFeature,
  setOrganizationFeature,
  updateRootQuorum,
  whoami,
} from './organizations';
import { createSessionProfile, getSessionProfile, getSessionProfiles } from './session-profiles';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from './webhooks';
import {
  createPolicies,
  createPolicy,
  deletePolicies,
  deletePolicy,
  getPolicy,
  listPolicies,
  updatePolicy,
} from './policies';
import {
  createAuthenticators,
  deleteAuthenticators,
  getAuthenticator,
  getAuthenticators,
} from './authenticators';
import { createInvitations, deleteInvitation } from './invitations';
import { createUserTag, deleteUserTags, listUserTags, updateUserTag } from './user-tags';
import {
  createPrivateKeyTag,
  deletePrivateKeyTags,
  listPrivateKeyTags,
  updatePrivateKeyTag,
} from './private-key-tags';
import {
  createPrivateKeys,
  deletePrivateKeys,
  exportPrivateKey,
  getPrivateKey,
  importPrivateKey,
  initImportPrivateKey,
  listPrivateKeys,
} from './private-keys';
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
import {
  exportWallet,
  exportWalletAccount,
  importWallet,
  initImportWallet,
} from './wallet-transfer';

export const handlers: Readonly<Record<string, Handler>> = {
  whoami,
  get_organization: getOrganization,
  get_organization_configs: getOrganizationConfigs,
  create_sub_organization: createSubOrganization,
  set_organization_feature: setOrganizationFeature,
  remove_organization_feature: removeOrganizationFeature,
  update_root_quorum: updateRootQuorum,
  create_webhook_endpoint: createWebhookEndpoint,
  update_webhook_endpoint: updateWebhookEndpoint,
  delete_webhook_endpoint: deleteWebhookEndpoint,
  list_webhook_endpoints: listWebhookEndpoints,
  create_session_profile: createSessionProfile,
  get_session_profile: getSessionProfile,
  get_session_profiles: getSessionProfiles,
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
  create_authenticators: createAuthenticators,
  get_authenticator: getAuthenticator,
  get_authenticators: getAuthenticators,
  delete_authenticators: deleteAuthenticators,
  create_user_tag: createUserTag,
  list_user_tags: listUserTags,
  update_user_tag: updateUserTag,
  delete_user_tags: deleteUserTags,
  create_invitations: createInvitations,
  delete_invitation: deleteInvitation,
  create_private_keys: createPrivateKeys,
  get_private_key: getPrivateKey,
  list_private_keys: listPrivateKeys,
  delete_private_keys: deletePrivateKeys,
  export_private_key: exportPrivateKey,
  init_import_private_key: initImportPrivateKey,
  import_private_key: importPrivateKey,
  create_private_key_tag: createPrivateKeyTag,
  list_private_key_tags: listPrivateKeyTags,
  update_private_key_tag: updatePrivateKeyTag,
  delete_private_key_tags: deletePrivateKeyTags,
  export_wallet: exportWallet,
  export_wallet_account: exportWalletAccount,
  init_import_wallet: initImportWallet,
  import_wallet: importWallet,
  init_otp: initOtp,
  verify_otp: verifyOtp,
  otp_login: otpLogin,
  init_otp_auth: initOtpAuth,
  otp_auth: otpAuth,
  init_user_email_recovery: initUserEmailRecovery,
  recover_user: recoverUser,
  oauth_login: oauthLogin,
  oauth,
  create_oauth_providers: createOauthProviders,
  delete_oauth_providers: deleteOauthProviders,
  get_oauth_providers: getOauthProviders,
  stamp_login: stampLogin,
  create_read_write_session: createReadWriteSession,
  email_auth: emailAuth,
  eth_send_transaction: ethSendTransaction,
  eth_send_raw_transaction: ethSendRawTransaction,
  sol_send_transaction: solSendTransaction,
  eth_undelegate_7702: ethUndelegate7702,
  get_send_transaction_status: getSendTransactionStatus,
  get_nonces: getNonces,
  get_wallet_address_balances: getWalletAddressBalances,
  list_supported_assets: listSupportedAssets,
  list_eth_transaction_history: listEthTransactionHistory,
  list_sol_transaction_history: listSolTransactionHistory,
};

/**
 * The handler of `operation`, or undefined when the sandbox does not implement it. A handler
 * validates its input with the schema it was defined with (`query`, `submission`); this checks
 * that schema is its operation's own (the request of a query, the intent of a submission), so
 * a handler filed under the wrong name fails when the routes are built, not on some request.
 */
export function handlerOf(
  operation: Operation,
  registry: Readonly<Record<string, Handler>> = handlers,
): Handler | undefined {
  const handler = Object.hasOwn(registry, operation.name) ? registry[operation.name] : undefined;
  if (!handler) return undefined;
  const own =
    operation.kind === 'query'
      ? handler.kind === 'query' && handler.request === operation.request
      : handler.kind === 'submission' && handler.parameters === intentSchemas[operation.intentKey];
  if (!own) {
    const schema = operation.kind === 'query' ? 'request' : `intent (${operation.intentKey})`;
    throw new Error(
      `The handler registered as ${operation.name} is not a ${operation.kind} defined with that operation's ${schema} schema`,
    );
  }
  return handler;
}
