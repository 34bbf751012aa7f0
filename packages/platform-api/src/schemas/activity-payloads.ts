/**
 * The two containers an activity carries: `intent` (what was asked, keyed by intent name) and
 * `result` (what it produced, keyed by result name). Each key is the intent or result schema
 * name with a lower-case first letter, e.g. `createWalletIntent` → `createWalletResult`.
 * Exactly one intent key is set on an activity; the result key is set once it completes.
 */
import * as z from 'zod';
import * as apiKeys from './api-keys';
import * as auth from './auth';
import * as authenticators from './authenticators';
import * as invitations from './invitations';
import * as login from './login';
import * as organizations from './organizations';
import * as policies from './policies';
import * as privateKeys from './private-keys';
import * as sessions from './sessions';
import * as signing from './signing';
import * as subOrganizations from './sub-organizations';
import * as tags from './tags';
// Transaction sending and gas, Authentication and sessions, MFA, Smart-contract interfaces,
// Webhooks
import * as transactions from './transactions';
import * as authentication from './authentication';
import * as mfa from './mfa';
import * as smartContractInterfaces from './smart-contract-interfaces';
import * as webhooks from './webhooks';
import * as users from './users';
import * as walletTransfer from './wallet-transfer';
import * as wallets from './wallets';
// Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
import * as velocityControls from './velocity-controls';
import * as swaps from './swaps';
import * as fiatOnRamp from './fiat-on-ramp';
import * as spark from './spark';
import * as earn from './earn';
// IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
import * as apiOnlyUsers from './api-only-users';
import * as ipAllowlist from './ip-allowlist';
import * as secrets from './secrets';
import * as tvc from './verifiable-cloud';

export const intentSchemas = {
  approveActivityIntent: organizations.ApproveActivityIntentSchema,
  createApiKeysIntentV2: apiKeys.CreateApiKeysIntentV2Schema,
  createAuthenticatorsIntentV2: authenticators.CreateAuthenticatorsIntentV2Schema,
  createInvitationsIntent: invitations.CreateInvitationsIntentSchema,
  createOauthProvidersIntentV2: authenticators.CreateOauthProvidersIntentV2Schema,
  createPoliciesIntent: policies.CreatePoliciesIntentSchema,
  createPolicyIntentV3: policies.CreatePolicyIntentV3Schema,
  createPrivateKeyTagIntent: tags.CreatePrivateKeyTagIntentSchema,
  createPrivateKeysIntentV2: privateKeys.CreatePrivateKeysIntentV2Schema,
  createReadOnlySessionIntent: sessions.CreateReadOnlySessionIntentSchema,
  createReadWriteSessionIntentV2: sessions.CreateReadWriteSessionIntentV2Schema,
  createSubOrganizationIntentV8: subOrganizations.CreateSubOrganizationIntentV8Schema,
  createUserTagIntent: tags.CreateUserTagIntentSchema,
  createUsersIntentV4: users.CreateUsersIntentV4Schema,
  createWalletAccountsIntent: wallets.CreateWalletAccountsIntentSchema,
  createWalletIntent: wallets.CreateWalletIntentSchema,
  deleteApiKeysIntent: apiKeys.DeleteApiKeysIntentSchema,
  deleteAuthenticatorsIntent: authenticators.DeleteAuthenticatorsIntentSchema,
  deleteInvitationIntent: invitations.DeleteInvitationIntentSchema,
  deleteOauthProvidersIntent: authenticators.DeleteOauthProvidersIntentSchema,
  deletePoliciesIntent: policies.DeletePoliciesIntentSchema,
  deletePolicyIntent: policies.DeletePolicyIntentSchema,
  deletePrivateKeyTagsIntent: tags.DeletePrivateKeyTagsIntentSchema,
  deletePrivateKeysIntent: privateKeys.DeletePrivateKeysIntentSchema,
  deleteSubOrganizationIntent: subOrganizations.DeleteSubOrganizationIntentSchema,
  deleteUserTagsIntent: tags.DeleteUserTagsIntentSchema,
  deleteUsersIntent: users.DeleteUsersIntentSchema,
  deleteWalletAccountsIntent: wallets.DeleteWalletAccountsIntentSchema,
  deleteWalletsIntent: wallets.DeleteWalletsIntentSchema,
  emailAuthIntentV3: auth.EmailAuthIntentV3Schema,
  exportPrivateKeyIntent: privateKeys.ExportPrivateKeyIntentSchema,
  exportWalletAccountIntent: walletTransfer.ExportWalletAccountIntentSchema,
  exportWalletIntent: walletTransfer.ExportWalletIntentSchema,
  importPrivateKeyIntent: privateKeys.ImportPrivateKeyIntentSchema,
  importWalletIntent: walletTransfer.ImportWalletIntentSchema,
  initImportPrivateKeyIntent: privateKeys.InitImportPrivateKeyIntentSchema,
  initImportWalletIntent: walletTransfer.InitImportWalletIntentSchema,
  initOtpAuthIntentV3: auth.InitOtpAuthIntentV3Schema,
  initOtpIntentV3: login.InitOtpIntentV3Schema,
  initUserEmailRecoveryIntentV2: auth.InitUserEmailRecoveryIntentV2Schema,
  oauthIntent: auth.OauthIntentSchema,
  oauthLoginIntent: login.OauthLoginIntentSchema,
  otpAuthIntent: auth.OtpAuthIntentSchema,
  otpLoginIntentV2: login.OtpLoginIntentV2Schema,
  recoverUserIntent: auth.RecoverUserIntentSchema,
  rejectActivityIntent: organizations.RejectActivityIntentSchema,
  removeOrganizationFeatureIntent: organizations.RemoveOrganizationFeatureIntentSchema,
  setOrganizationFeatureIntent: organizations.SetOrganizationFeatureIntentSchema,
  signRawPayloadIntentV2: signing.SignRawPayloadIntentV2Schema,
  signRawPayloadsIntent: signing.SignRawPayloadsIntentSchema,
  signTransactionIntentV2: signing.SignTransactionIntentV2Schema,
  stampLoginIntent: login.StampLoginIntentSchema,
  updateOrganizationNameIntent: organizations.UpdateOrganizationNameIntentSchema,
  updatePolicyIntentV2: policies.UpdatePolicyIntentV2Schema,
  updatePrivateKeyTagIntent: tags.UpdatePrivateKeyTagIntentSchema,
  updateRootQuorumIntent: organizations.UpdateRootQuorumIntentSchema,
  updateUserEmailIntent: users.UpdateUserEmailIntentSchema,
  updateUserIntent: users.UpdateUserIntentSchema,
  updateUserNameIntent: users.UpdateUserNameIntentSchema,
  updateUserPhoneNumberIntent: users.UpdateUserPhoneNumberIntentSchema,
  updateUserTagIntent: tags.UpdateUserTagIntentSchema,
  updateWalletIntent: wallets.UpdateWalletIntentSchema,
  verifyOtpIntentV2: login.VerifyOtpIntentV2Schema,
  // Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
  createVelocityControlIntent: velocityControls.CreateVelocityControlIntentSchema,
  deleteVelocityControlIntent: velocityControls.DeleteVelocityControlIntentSchema,
  claimSwapFeesIntent: swaps.ClaimSwapFeesIntentSchema,
  createSwapQuoteIntent: swaps.CreateSwapQuoteIntentSchema,
  executeSwapIntentV2: swaps.ExecuteSwapIntentV2Schema,
  upsertSwapConfigIntent: swaps.UpsertSwapConfigIntentSchema,
  createFiatOnRampCredentialIntent: fiatOnRamp.CreateFiatOnRampCredentialIntentSchema,
  deleteFiatOnRampCredentialIntent: fiatOnRamp.DeleteFiatOnRampCredentialIntentSchema,
  initFiatOnRampIntent: fiatOnRamp.InitFiatOnRampIntentSchema,
  updateFiatOnRampCredentialIntent: fiatOnRamp.UpdateFiatOnRampCredentialIntentSchema,
  sparkClaimTransferIntent: spark.SparkClaimTransferIntentSchema,
  sparkPrepareLightningReceiveIntent: spark.SparkPrepareLightningReceiveIntentSchema,
  sparkPrepareTransferIntent: spark.SparkPrepareTransferIntentSchema,
  sparkSignFrostIntent: spark.SparkSignFrostIntentSchema,
  claimEarnFeesIntent: earn.ClaimEarnFeesIntentSchema,
  earnClaimRewardsIntent: earn.EarnClaimRewardsIntentSchema,
  earnDeployWrapperIntent: earn.EarnDeployWrapperIntentSchema,
  earnDepositIntent: earn.EarnDepositIntentSchema,
  earnSetWrapperStateIntent: earn.EarnSetWrapperStateIntentSchema,
  earnWithdrawIntent: earn.EarnWithdrawIntentSchema,
  // Transaction sending and gas
  ethSendRawTransactionIntent: transactions.EthSendRawTransactionIntentSchema,
  ethSendTransactionIntentV2: transactions.EthSendTransactionIntentV2Schema,
  ethUndelegate7702Intent: transactions.EthUndelegate7702IntentSchema,
  solSendTransactionIntentV2: transactions.SolSendTransactionIntentV2Schema,
  // Authentication and sessions (under Users)
  createOauth2CredentialIntent: authentication.CreateOauth2CredentialIntentSchema,
  createSessionProfileIntent: authentication.CreateSessionProfileIntentSchema,
  deleteOauth2CredentialIntent: authentication.DeleteOauth2CredentialIntentSchema,
  oauth2AuthenticateIntent: authentication.Oauth2AuthenticateIntentSchema,
  updateOauth2CredentialIntent: authentication.UpdateOauth2CredentialIntentSchema,
  // MFA
  createMfaPolicyIntent: mfa.CreateMfaPolicyIntentSchema,
  deleteMfaPolicyIntent: mfa.DeleteMfaPolicyIntentSchema,
  updateMfaPolicyIntent: mfa.UpdateMfaPolicyIntentSchema,
  // Smart-contract interfaces
  createSmartContractInterfaceIntent:
    smartContractInterfaces.CreateSmartContractInterfaceIntentSchema,
  deleteSmartContractInterfaceIntent:
    smartContractInterfaces.DeleteSmartContractInterfaceIntentSchema,
  // Webhooks
  createWebhookEndpointIntent: webhooks.CreateWebhookEndpointIntentSchema,
  deleteWebhookEndpointIntent: webhooks.DeleteWebhookEndpointIntentSchema,
  updateWebhookEndpointIntent: webhooks.UpdateWebhookEndpointIntentSchema,
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
  removeIpAllowlistIntent: ipAllowlist.RemoveIpAllowlistIntentSchema,
  setIpAllowlistIntent: ipAllowlist.SetIpAllowlistIntentSchema,
  deleteSecretsIntent: secrets.DeleteSecretsIntentSchema,
  exportSecretsIntent: secrets.ExportSecretsIntentSchema,
  importSecretsIntent: secrets.ImportSecretsIntentSchema,
  initImportSecretsIntent: secrets.InitImportSecretsIntentSchema,
  createApiOnlyUsersIntent: apiOnlyUsers.CreateApiOnlyUsersIntentSchema,
  createTvcAppIntent: tvc.CreateTvcAppIntentSchema,
  createTvcDeploymentIntent: tvc.CreateTvcDeploymentIntentSchema,
  createTvcManifestApprovalsIntent: tvc.CreateTvcManifestApprovalsIntentSchema,
  createTvcOperatorIntent: tvc.CreateTvcOperatorIntentSchema,
  createTvcQuorumKeyIntent: tvc.CreateTvcQuorumKeyIntentSchema,
  deleteTvcAppAndDeploymentsIntent: tvc.DeleteTvcAppAndDeploymentsIntentSchema,
  deleteTvcDeploymentIntent: tvc.DeleteTvcDeploymentIntentSchema,
  postTvcQuorumKeyShareIntent: tvc.PostTvcQuorumKeyShareIntentSchema,
  reEncryptTvcQuorumKeyShareIntent: tvc.ReEncryptTvcQuorumKeyShareIntentSchema,
  restoreTvcDeploymentIntent: tvc.RestoreTvcDeploymentIntentSchema,
  updateTvcAppLiveDeploymentIntent: tvc.UpdateTvcAppLiveDeploymentIntentSchema,
} as const;
export type IntentKey = keyof typeof intentSchemas;

export const resultSchemas = {
  createApiKeysResult: apiKeys.CreateApiKeysResultSchema,
  createAuthenticatorsResult: authenticators.CreateAuthenticatorsResultSchema,
  createInvitationsResult: invitations.CreateInvitationsResultSchema,
  createOauthProvidersResultV2: authenticators.CreateOauthProvidersResultV2Schema,
  createPoliciesResult: policies.CreatePoliciesResultSchema,
  createPolicyResult: policies.CreatePolicyResultSchema,
  createPrivateKeyTagResult: tags.CreatePrivateKeyTagResultSchema,
  createPrivateKeysResultV2: privateKeys.CreatePrivateKeysResultV2Schema,
  createReadOnlySessionResult: sessions.CreateReadOnlySessionResultSchema,
  createReadWriteSessionResultV2: sessions.CreateReadWriteSessionResultV2Schema,
  createSubOrganizationResultV8: subOrganizations.CreateSubOrganizationResultV8Schema,
  createUserTagResult: tags.CreateUserTagResultSchema,
  createUsersResult: users.CreateUsersResultSchema,
  createWalletAccountsResult: wallets.CreateWalletAccountsResultSchema,
  createWalletResult: wallets.CreateWalletResultSchema,
  deleteApiKeysResult: apiKeys.DeleteApiKeysResultSchema,
  deleteAuthenticatorsResult: authenticators.DeleteAuthenticatorsResultSchema,
  deleteInvitationResult: invitations.DeleteInvitationResultSchema,
  deleteOauthProvidersResult: authenticators.DeleteOauthProvidersResultSchema,
  deletePoliciesResult: policies.DeletePoliciesResultSchema,
  deletePolicyResult: policies.DeletePolicyResultSchema,
  deletePrivateKeyTagsResult: tags.DeletePrivateKeyTagsResultSchema,
  deletePrivateKeysResult: privateKeys.DeletePrivateKeysResultSchema,
  deleteSubOrganizationResult: subOrganizations.DeleteSubOrganizationResultSchema,
  deleteUserTagsResult: tags.DeleteUserTagsResultSchema,
  deleteUsersResult: users.DeleteUsersResultSchema,
  deleteWalletAccountsResult: wallets.DeleteWalletAccountsResultSchema,
  deleteWalletsResult: wallets.DeleteWalletsResultSchema,
  emailAuthResult: auth.EmailAuthResultSchema,
  exportPrivateKeyResult: privateKeys.ExportPrivateKeyResultSchema,
  exportWalletAccountResult: walletTransfer.ExportWalletAccountResultSchema,
  exportWalletResult: walletTransfer.ExportWalletResultSchema,
  importPrivateKeyResult: privateKeys.ImportPrivateKeyResultSchema,
  importWalletResult: walletTransfer.ImportWalletResultSchema,
  initImportPrivateKeyResult: privateKeys.InitImportPrivateKeyResultSchema,
  initImportWalletResult: walletTransfer.InitImportWalletResultSchema,
  initOtpAuthResultV2: auth.InitOtpAuthResultV2Schema,
  initOtpResultV2: login.InitOtpResultV2Schema,
  initUserEmailRecoveryResult: auth.InitUserEmailRecoveryResultSchema,
  oauthLoginResult: login.OauthLoginResultSchema,
  oauthResult: auth.OauthResultSchema,
  otpAuthResult: auth.OtpAuthResultSchema,
  otpLoginResult: login.OtpLoginResultSchema,
  recoverUserResult: auth.RecoverUserResultSchema,
  removeOrganizationFeatureResult: organizations.RemoveOrganizationFeatureResultSchema,
  setOrganizationFeatureResult: organizations.SetOrganizationFeatureResultSchema,
  signRawPayloadResult: signing.SignRawPayloadResultSchema,
  signRawPayloadsResult: signing.SignRawPayloadsResultSchema,
  signTransactionResult: signing.SignTransactionResultSchema,
  stampLoginResult: login.StampLoginResultSchema,
  updateOrganizationNameResult: organizations.UpdateOrganizationNameResultSchema,
  updatePolicyResultV2: policies.UpdatePolicyResultV2Schema,
  updatePrivateKeyTagResult: tags.UpdatePrivateKeyTagResultSchema,
  updateRootQuorumResult: organizations.UpdateRootQuorumResultSchema,
  updateUserEmailResult: users.UpdateUserEmailResultSchema,
  updateUserNameResult: users.UpdateUserNameResultSchema,
  updateUserPhoneNumberResult: users.UpdateUserPhoneNumberResultSchema,
  updateUserResult: users.UpdateUserResultSchema,
  updateUserTagResult: tags.UpdateUserTagResultSchema,
  updateWalletResult: wallets.UpdateWalletResultSchema,
  verifyOtpResult: login.VerifyOtpResultSchema,
  // Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
  claimSwapFeesResult: swaps.ClaimSwapFeesResultSchema,
  createSwapQuoteResult: swaps.CreateSwapQuoteResultSchema,
  executeSwapResult: swaps.ExecuteSwapResultSchema,
  upsertSwapConfigResult: swaps.UpsertSwapConfigResultSchema,
  createFiatOnRampCredentialResult: fiatOnRamp.CreateFiatOnRampCredentialResultSchema,
  deleteFiatOnRampCredentialResult: fiatOnRamp.DeleteFiatOnRampCredentialResultSchema,
  initFiatOnRampResult: fiatOnRamp.InitFiatOnRampResultSchema,
  updateFiatOnRampCredentialResult: fiatOnRamp.UpdateFiatOnRampCredentialResultSchema,
  sparkClaimTransferResult: spark.SparkClaimTransferResultSchema,
  sparkPrepareLightningReceiveResult: spark.SparkPrepareLightningReceiveResultSchema,
  sparkPrepareTransferResult: spark.SparkPrepareTransferResultSchema,
  sparkSignFrostResult: spark.SparkSignFrostResultSchema,
  claimEarnFeesResult: earn.ClaimEarnFeesResultSchema,
  earnDeployWrapperResult: earn.EarnDeployWrapperResultSchema,
  earnDepositResult: earn.EarnDepositResultSchema,
  earnSetWrapperStateResult: earn.EarnSetWrapperStateResultSchema,
  earnWithdrawResult: earn.EarnWithdrawResultSchema,
  // Transaction sending and gas
  ethSendRawTransactionResult: transactions.EthSendRawTransactionResultSchema,
  ethSendTransactionResultV2: transactions.EthSendTransactionResultV2Schema,
  ethUndelegate7702Result: transactions.EthUndelegate7702ResultSchema,
  solSendTransactionResultV2: transactions.SolSendTransactionResultV2Schema,
  // Authentication and sessions (under Users)
  createOauth2CredentialResult: authentication.CreateOauth2CredentialResultSchema,
  createSessionProfileResult: authentication.CreateSessionProfileResultSchema,
  deleteOauth2CredentialResult: authentication.DeleteOauth2CredentialResultSchema,
  oauth2AuthenticateResult: authentication.Oauth2AuthenticateResultSchema,
  updateOauth2CredentialResult: authentication.UpdateOauth2CredentialResultSchema,
  // MFA
  createMfaPolicyResult: mfa.CreateMfaPolicyResultSchema,
  deleteMfaPolicyResult: mfa.DeleteMfaPolicyResultSchema,
  updateMfaPolicyResult: mfa.UpdateMfaPolicyResultSchema,
  // Smart-contract interfaces
  createSmartContractInterfaceResult:
    smartContractInterfaces.CreateSmartContractInterfaceResultSchema,
  deleteSmartContractInterfaceResult:
    smartContractInterfaces.DeleteSmartContractInterfaceResultSchema,
  // Webhooks
  createWebhookEndpointResult: webhooks.CreateWebhookEndpointResultSchema,
  deleteWebhookEndpointResult: webhooks.DeleteWebhookEndpointResultSchema,
  updateWebhookEndpointResult: webhooks.UpdateWebhookEndpointResultSchema,
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud. Some of these are
  // results no SDK method reads; they are here because the platform returns them (decision 0070).
  removeIpAllowlistResult: ipAllowlist.RemoveIpAllowlistResultSchema,
  setIpAllowlistResult: ipAllowlist.SetIpAllowlistResultSchema,
  deleteSecretsResult: secrets.DeleteSecretsResultSchema,
  exportSecretsResult: secrets.ExportSecretsResultSchema,
  importSecretsResult: secrets.ImportSecretsResultSchema,
  initImportSecretsResult: secrets.InitImportSecretsResultSchema,
  createApiOnlyUsersResult: apiOnlyUsers.CreateApiOnlyUsersResultSchema,
  createTvcAppResult: tvc.CreateTvcAppResultSchema,
  createTvcDeploymentResult: tvc.CreateTvcDeploymentResultSchema,
  createTvcManifestApprovalsResult: tvc.CreateTvcManifestApprovalsResultSchema,
  createTvcOperatorResult: tvc.CreateTvcOperatorResultSchema,
  createTvcQuorumKeyResult: tvc.CreateTvcQuorumKeyResultSchema,
  deleteTvcAppAndDeploymentsResult: tvc.DeleteTvcAppAndDeploymentsResultSchema,
  deleteTvcDeploymentResult: tvc.DeleteTvcDeploymentResultSchema,
  postTvcQuorumKeyShareResult: tvc.PostTvcQuorumKeyShareResultSchema,
  reEncryptTvcQuorumKeyShareResult: tvc.ReEncryptTvcQuorumKeyShareResultSchema,
  restoreTvcDeploymentResult: tvc.RestoreTvcDeploymentResultSchema,
  updateTvcAppLiveDeploymentResult: tvc.UpdateTvcAppLiveDeploymentResultSchema,
} as const;
export type ResultKey = keyof typeof resultSchemas;

export const IntentSchema = z.object(intentSchemas).partial().meta({
  id: 'Intent',
  description:
    'What the activity asked for. Exactly one key is set: the intent of its type, e.g. `createWalletIntent`.',
});
export type Intent = z.infer<typeof IntentSchema>;

export const ResultSchema = z.object(resultSchemas).partial().meta({
  id: 'Result',
  description:
    'What the activity produced, under the key of its result, e.g. `createWalletResult`. Empty until the activity completes; some activity types produce no result.',
});
export type Result = z.infer<typeof ResultSchema>;
