/**
 * The older intent versions of each submission: for the activity type the pinned client sends
 * (`ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8`), every earlier version the client's
 * `ActivityType` enum still holds, with its key under `activity.intent` and its key under
 * `activity.result`. Activities created with these types keep them in the activity
 * history, so the model, the OpenAPI document and `/api.md` list them; the drift check
 * (`client-types/compare.ts`) holds the table to the client.
 *
 * Intent keys follow one rule the client's `v1Intent` confirms for all 169 types
 * (`ACTIVITY_TYPE_X_Y_V3` → `xYIntentV3`, no suffix for version 1). Result keys do not: a
 * version answers under the newest result key of the same name whose version is not above its
 * own (`ACTIVITY_TYPE_INIT_OTP_AUTH_V3` → `initOtpAuthResultV2`,
 * `ACTIVITY_TYPE_CREATE_USERS_V3` → `createUsersResult`). See decision 0076.
 */
import type { ActivityType } from './activity-types';

export interface OlderIntentVersion {
  /** The older request `type`. */
  activityType: ActivityType;
  /** Its key under `activity.intent`. */
  intentKey: string;
  /** Its key under `activity.result`; absent when the client's types show none. */
  resultKey?: string;
}

function older(activityType: ActivityType, intentKey: string, resultKey?: string) {
  return { activityType, intentKey, ...(resultKey ? { resultKey } : {}) };
}

/** Keyed by the version the client sends; oldest first. Types without older versions are absent. */
export const OLDER_INTENT_VERSIONS: Partial<Record<ActivityType, readonly OlderIntentVersion[]>> = {
  ACTIVITY_TYPE_CREATE_API_KEYS_V2: [
    older('ACTIVITY_TYPE_CREATE_API_KEYS', 'createApiKeysIntent', 'createApiKeysResult'),
  ],
  ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2: [
    older(
      'ACTIVITY_TYPE_CREATE_AUTHENTICATORS',
      'createAuthenticatorsIntent',
      'createAuthenticatorsResult',
    ),
  ],
  ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2: [
    older(
      'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS',
      'createOauthProvidersIntent',
      'createOauthProvidersResult',
    ),
  ],
  ACTIVITY_TYPE_CREATE_POLICY_V3: [
    older('ACTIVITY_TYPE_CREATE_POLICY', 'createPolicyIntent', 'createPolicyResult'),
    older('ACTIVITY_TYPE_CREATE_POLICY_V2', 'createPolicyIntentV2', 'createPolicyResult'),
  ],
  ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2: [
    older(
      'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS',
      'createPrivateKeysIntent',
      'createPrivateKeysResult',
    ),
  ],
  ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2: [
    older(
      'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION',
      'createReadWriteSessionIntent',
      'createReadWriteSessionResult',
    ),
  ],
  ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8: [
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION',
      'createSubOrganizationIntent',
      'createSubOrganizationResult',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V2',
      'createSubOrganizationIntentV2',
      'createSubOrganizationResult',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V3',
      'createSubOrganizationIntentV3',
      'createSubOrganizationResultV3',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V4',
      'createSubOrganizationIntentV4',
      'createSubOrganizationResultV4',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V5',
      'createSubOrganizationIntentV5',
      'createSubOrganizationResultV5',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V6',
      'createSubOrganizationIntentV6',
      'createSubOrganizationResultV6',
    ),
    older(
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      'createSubOrganizationIntentV7',
      'createSubOrganizationResultV7',
    ),
  ],
  ACTIVITY_TYPE_CREATE_USERS_V4: [
    older('ACTIVITY_TYPE_CREATE_USERS', 'createUsersIntent', 'createUsersResult'),
    older('ACTIVITY_TYPE_CREATE_USERS_V2', 'createUsersIntentV2', 'createUsersResult'),
    older('ACTIVITY_TYPE_CREATE_USERS_V3', 'createUsersIntentV3', 'createUsersResult'),
  ],
  ACTIVITY_TYPE_EMAIL_AUTH_V3: [
    older('ACTIVITY_TYPE_EMAIL_AUTH', 'emailAuthIntent', 'emailAuthResult'),
    older('ACTIVITY_TYPE_EMAIL_AUTH_V2', 'emailAuthIntentV2', 'emailAuthResult'),
  ],
  ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2: [
    older(
      'ACTIVITY_TYPE_ETH_SEND_TRANSACTION',
      'ethSendTransactionIntent',
      'ethSendTransactionResult',
    ),
  ],
  ACTIVITY_TYPE_EXECUTE_SWAP_V2: [
    older('ACTIVITY_TYPE_EXECUTE_SWAP', 'executeSwapIntent', 'executeSwapResult'),
  ],
  ACTIVITY_TYPE_INIT_OTP_AUTH_V3: [
    older('ACTIVITY_TYPE_INIT_OTP_AUTH', 'initOtpAuthIntent', 'initOtpAuthResult'),
    older('ACTIVITY_TYPE_INIT_OTP_AUTH_V2', 'initOtpAuthIntentV2', 'initOtpAuthResultV2'),
  ],
  ACTIVITY_TYPE_INIT_OTP_V3: [
    older('ACTIVITY_TYPE_INIT_OTP', 'initOtpIntent', 'initOtpResult'),
    older('ACTIVITY_TYPE_INIT_OTP_V2', 'initOtpIntentV2', 'initOtpResultV2'),
  ],
  ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2: [
    older(
      'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY',
      'initUserEmailRecoveryIntent',
      'initUserEmailRecoveryResult',
    ),
  ],
  ACTIVITY_TYPE_OTP_LOGIN_V2: [
    older('ACTIVITY_TYPE_OTP_LOGIN', 'otpLoginIntent', 'otpLoginResult'),
  ],
  ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2: [
    older('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD', 'signRawPayloadIntent', 'signRawPayloadResult'),
  ],
  ACTIVITY_TYPE_SIGN_TRANSACTION_V2: [
    older('ACTIVITY_TYPE_SIGN_TRANSACTION', 'signTransactionIntent', 'signTransactionResult'),
  ],
  ACTIVITY_TYPE_SOL_SEND_TRANSACTION_V2: [
    older(
      'ACTIVITY_TYPE_SOL_SEND_TRANSACTION',
      'solSendTransactionIntent',
      'solSendTransactionResult',
    ),
  ],
  ACTIVITY_TYPE_UPDATE_POLICY_V2: [
    older('ACTIVITY_TYPE_UPDATE_POLICY', 'updatePolicyIntent', 'updatePolicyResult'),
  ],
  ACTIVITY_TYPE_VERIFY_OTP_V2: [
    older('ACTIVITY_TYPE_VERIFY_OTP', 'verifyOtpIntent', 'verifyOtpResult'),
  ],
};

/** The older versions of `activityType` (the version a submission sends), oldest first. */
export function olderIntentVersions(activityType: ActivityType): readonly OlderIntentVersion[] {
  return OLDER_INTENT_VERSIONS[activityType] ?? [];
}
