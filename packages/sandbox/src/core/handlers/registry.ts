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
import { getGasUsage } from './gas-usage';
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
  createMfaPolicy,
  deleteMfaPolicy,
  getMfaPolicies,
  getMfaPolicy,
  getMfaStatus,
  updateMfaPolicy,
} from './mfa-policies';
import { getIpAllowlist, removeIpAllowlist, setIpAllowlist } from './ip-allowlist';
import {
  createOauth2Credential,
  deleteOauth2Credential,
  getOauth2Credential,
  listOauth2Credentials,
  oauth2Authenticate,
  updateOauth2Credential,
} from './oauth2-credentials';
import {
  createSmartContractInterface,
  deleteSmartContractInterface,
  getSmartContractInterface,
  listSmartContractInterfaces,
} from './smart-contract-interfaces';
import {
  createVelocityControl,
  deleteVelocityControl,
  getVelocityControl,
  listVelocityControls,
} from './velocity-controls';
import {
  exportWallet,
  exportWalletAccount,
  importWallet,
  initImportWallet,
} from './wallet-transfer';
import {
  claimEarnFees,
  earnClaimRewards,
  earnDeployWrapper,
  earnDeposit,
  earnSetWrapperState,
  earnWithdraw,
  getClaimEarnFeesStatus,
  getEarnClaimRewardsStatus,
  getEarnDeployStatus,
  getEarnDepositStatus,
  getEarnWithdrawStatus,
  listEarnEnabledVaults,
  listEarnPositions,
  listEarnRewards,
  listEarnVaults,
} from './earn';
import {
  createFiatOnRampCredential,
  deleteFiatOnRampCredential,
  getOnRampTransactionStatus,
  initFiatOnRamp,
  listFiatOnRampCredentials,
  updateFiatOnRampCredential,
} from './fiat-on-ramp';
import {
  claimSwapFees,
  createSwapQuote,
  executeSwap,
  getSwapStatus,
  upsertSwapConfig,
} from './swaps';
import {
  createTvcApp,
  createTvcOperator,
  createTvcQuorumKey,
  deleteTvcAppAndDeployments,
  getTvcApp,
  getTvcQosVersions,
  listTvcApps,
  listTvcOperators,
  listTvcQuorumKeys,
  setTvcAppLiveDeployment,
  validateTvcImage,
} from './tvc-apps';
import {
  createTvcDeployment,
  createTvcManifestApprovals,
  deleteTvcDeployment,
  getAppStatus,
  getTvcDeployment,
  getTvcDeploymentDebugLogs,
  getTvcDeploymentProvisioningDetails,
  listTvcAppDeployments,
  postTvcQuorumKeyShare,
  reEncryptTvcQuorumKeyShare,
  restoreTvcDeployment,
} from './tvc-deployments';
import { getBootProof, getLatestBootProof, listAppProofs } from './tvc-proofs';
import {
  sparkClaimTransfer,
  sparkPrepareLightningReceive,
  sparkPrepareTransfer,
  sparkSignFrost,
} from './spark';

import { createApiOnlyUsers, deleteUsers } from './user-lifecycle';
import { updateUser, updateUserEmail, updateUserName, updateUserPhoneNumber } from './user-updates';
import { deleteSubOrganization, updateOrganizationName } from './organization-lifecycle';
import { listVerifiedSubOrganizations } from './verified-sub-organizations';
import { deleteWalletAccounts } from './wallet-accounts';
import { createReadOnlySession } from './read-only-sessions';
import { getActivePolicies, getPolicyEvaluations } from './policy-introspection';
import { listEmailEvents } from './email-events';
import {
  deleteSecrets,
  exportSecrets,
  importSecrets,
  initImportSecrets,
  listSecrets,
} from './secrets';

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
  update_user: updateUser,
  update_user_name: updateUserName,
  update_user_email: updateUserEmail,
  update_user_phone_number: updateUserPhoneNumber,
  delete_users: deleteUsers,
  create_api_only_users: createApiOnlyUsers,
  update_organization_name: updateOrganizationName,
  delete_sub_organization: deleteSubOrganization,
  list_verified_suborgs: listVerifiedSubOrganizations,
  delete_wallet_accounts: deleteWalletAccounts,
  create_read_only_session: createReadOnlySession,
  get_active_policies: getActivePolicies,
  get_policy_evaluations: getPolicyEvaluations,
  list_email_events: listEmailEvents,
  init_import_secrets: initImportSecrets,
  import_secrets: importSecrets,
  export_secrets: exportSecrets,
  list_secrets: listSecrets,
  delete_secrets: deleteSecrets,
  create_mfa_policy: createMfaPolicy,
  update_mfa_policy: updateMfaPolicy,
  delete_mfa_policy: deleteMfaPolicy,
  get_mfa_policy: getMfaPolicy,
  get_mfa_policies: getMfaPolicies,
  get_mfa_status: getMfaStatus,
  get_ip_allowlist: getIpAllowlist,
  set_ip_allowlist: setIpAllowlist,
  remove_ip_allowlist: removeIpAllowlist,
  create_oauth2_credential: createOauth2Credential,
  update_oauth2_credential: updateOauth2Credential,
  delete_oauth2_credential: deleteOauth2Credential,
  get_oauth2_credential: getOauth2Credential,
  list_oauth2_credentials: listOauth2Credentials,
  oauth2_authenticate: oauth2Authenticate,
  create_smart_contract_interface: createSmartContractInterface,
  get_smart_contract_interface: getSmartContractInterface,
  list_smart_contract_interfaces: listSmartContractInterfaces,
  delete_smart_contract_interface: deleteSmartContractInterface,
  create_velocity_control: createVelocityControl,
  get_velocity_control: getVelocityControl,
  list_velocity_controls: listVelocityControls,
  delete_velocity_control: deleteVelocityControl,
  list_earn_vaults: listEarnVaults,
  list_earn_enabled_vaults: listEarnEnabledVaults,
  list_earn_positions: listEarnPositions,
  list_earn_rewards: listEarnRewards,
  earn_deposit: earnDeposit,
  earn_withdraw: earnWithdraw,
  earn_claim_rewards: earnClaimRewards,
  earn_deploy_wrapper: earnDeployWrapper,
  earn_set_wrapper_state: earnSetWrapperState,
  claim_earn_fees: claimEarnFees,
  get_earn_deposit_status: getEarnDepositStatus,
  get_earn_withdraw_status: getEarnWithdrawStatus,
  get_earn_claim_rewards_status: getEarnClaimRewardsStatus,
  get_earn_deploy_status: getEarnDeployStatus,
  get_claim_earn_fees_status: getClaimEarnFeesStatus,
  create_swap_quote: createSwapQuote,
  execute_swap: executeSwap,
  get_swap_status: getSwapStatus,
  upsert_swap_config: upsertSwapConfig,
  claim_swap_fees: claimSwapFees,
  create_fiat_on_ramp_credential: createFiatOnRampCredential,
  update_fiat_on_ramp_credential: updateFiatOnRampCredential,
  delete_fiat_on_ramp_credential: deleteFiatOnRampCredential,
  list_fiat_on_ramp_credentials: listFiatOnRampCredentials,
  init_fiat_on_ramp: initFiatOnRamp,
  get_onramp_transaction_status: getOnRampTransactionStatus,
  create_tvc_app: createTvcApp,
  get_tvc_app: getTvcApp,
  list_tvc_apps: listTvcApps,
  create_tvc_deployment: createTvcDeployment,
  get_tvc_deployment: getTvcDeployment,
  list_tvc_app_deployments: listTvcAppDeployments,
  delete_tvc_deployment: deleteTvcDeployment,
  delete_tvc_app_and_deployments: deleteTvcAppAndDeployments,
  restore_tvc_deployment: restoreTvcDeployment,
  set_tvc_app_live_deployment: setTvcAppLiveDeployment,
  create_tvc_manifest_approvals: createTvcManifestApprovals,
  create_tvc_operator: createTvcOperator,
  list_tvc_operators: listTvcOperators,
  create_tvc_quorum_key: createTvcQuorumKey,
  list_tvc_quorum_keys: listTvcQuorumKeys,
  post_tvc_quorum_key_share: postTvcQuorumKeyShare,
  re_encrypt_tvc_quorum_key_share: reEncryptTvcQuorumKeyShare,
  get_tvc_deployment_debug_logs: getTvcDeploymentDebugLogs,
  get_tvc_deployment_provisioning_details: getTvcDeploymentProvisioningDetails,
  get_tvc_qos_versions: getTvcQosVersions,
  validate_tvc_image: validateTvcImage,
  get_app_status: getAppStatus,
  get_boot_proof: getBootProof,
  get_latest_boot_proof: getLatestBootProof,
  list_app_proofs: listAppProofs,
  spark_claim_transfer: sparkClaimTransfer,
  spark_prepare_lightning_receive: sparkPrepareLightningReceive,
  spark_prepare_transfer: sparkPrepareTransfer,
  spark_sign_frost: sparkSignFrost,
  eth_send_transaction: ethSendTransaction,
  eth_send_raw_transaction: ethSendRawTransaction,
  sol_send_transaction: solSendTransaction,
  eth_undelegate_7702: ethUndelegate7702,
  get_send_transaction_status: getSendTransactionStatus,
  get_nonces: getNonces,
  get_gas_usage: getGasUsage,
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
