/**
 * The operations registry: every query and submission of the platform API, ordered by tag (in
 * the order of `TAGS`), queries before submissions, then by name.
 */
import { activityOperations, consensusOperations } from './activities';
import { apiKeyOperations } from './api-keys';
import { authenticatorOperations } from './authenticators';
import type { Operation } from './define';
import { invitationOperations } from './invitations';
import { loginOperations } from './login';
import { organizationOperations } from './organizations';
import { policyOperations } from './policies';
import { privateKeyTagOperations } from './private-key-tags';
import { privateKeyOperations } from './private-keys';
import { sessionOperations } from './sessions';
import { signingOperations } from './signing';
import { subOrganizationOperations } from './sub-organizations';
import { TAG_NAMES } from './tags';
import { userAuthOperations } from './user-auth';
import { userTagOperations } from './user-tags';
import { userOperations } from './users';
import { walletTransferOperations } from './wallet-transfer';
import { walletOperations } from './wallets';
// Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
import { velocityControlOperations } from './velocity-controls';
import { swapOperations } from './swaps';
import { fiatOnRampOperations } from './fiat-on-ramp';
import { sparkOperations } from './spark';
import { earnOperations } from './earn';
// Policies (client additions), Transaction sending and gas, Authentication and sessions, MFA,
// Smart-contract interfaces, Webhooks
import { policyEvaluationOperations } from './policy-evaluations';
import { transactionOperations } from './transactions';
import { authenticationOperations } from './authentication';
import { mfaOperations } from './mfa';
import { smartContractInterfaceOperations } from './smart-contract-interfaces';
import { webhookOperations } from './webhooks';
// IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
import { apiOnlyUserOperations } from './api-only-users';
import { ipAllowlistOperations } from './ip-allowlist';
import { secretOperations } from './secrets';
import { verifiableCloudOperations } from './verifiable-cloud';

const KIND_ORDER = { query: 0, submission: 1 } as const;

/** Plain code-unit order, independent of the runtime's locale data. */
function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export const operations: readonly Operation[] = [
  ...organizationOperations,
  ...subOrganizationOperations,
  ...invitationOperations,
  ...policyOperations,
  ...walletOperations,
  ...walletTransferOperations,
  ...signingOperations,
  ...privateKeyOperations,
  ...privateKeyTagOperations,
  ...userOperations,
  ...userTagOperations,
  ...sessionOperations,
  ...userAuthOperations,
  ...loginOperations,
  ...authenticatorOperations,
  ...apiKeyOperations,
  ...activityOperations,
  ...consensusOperations,
  // Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
  ...velocityControlOperations,
  ...swapOperations,
  ...fiatOnRampOperations,
  ...sparkOperations,
  ...earnOperations,
  // Policies (client additions), Transaction sending and gas, Authentication and sessions, MFA,
  // Smart-contract interfaces, Webhooks
  ...policyEvaluationOperations,
  ...transactionOperations,
  ...authenticationOperations,
  ...mfaOperations,
  ...smartContractInterfaceOperations,
  ...webhookOperations,
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
  ...apiOnlyUserOperations,
  ...ipAllowlistOperations,
  ...secretOperations,
  ...verifiableCloudOperations,
].sort(
  (a, b) =>
    TAG_NAMES.indexOf(a.tag) - TAG_NAMES.indexOf(b.tag) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    compareNames(a.name, b.name),
);

/** Looks an operation up by name (the path segment, e.g. `create_wallet`). */
export function findOperation(name: string): Operation | undefined {
  return operations.find((operation) => operation.name === name);
}

export { defineQuery, defineSubmission, pascalCase } from './define';
export type { Operation, QueryOperation, SubmissionOperation } from './define';
export { TAGS, TAG_NAMES, type TagName } from './tags';
export {
  LEGACY_ACTIVITY_TYPES,
  LEGACY_OPERATIONS,
  type LegacyActivityType,
  type LegacyOperation,
} from './legacy';
