/** Every troubleshooting scenario (decision record 0175). */
import { activityFailed } from './activity-failed';
import { badStamp } from './bad-stamp';
import { consensusNeeded } from './consensus-needed';
import { earn } from './earn';
import { expiredKey } from './expired-key';
import { fiatOnRamp } from './fiat-on-ramp';
import { invalidArgument } from './invalid-argument';
import { ipAllowlist } from './ip-allowlist';
import { policyDenied } from './policy-denied';
import { policyResources } from './policy-resources';
import { sandboxRules } from './sandbox-rules';
import { secrets } from './secrets';
import { spark } from './spark';
import { sdkServerOutcomes, sdkWireOutcomes } from './sdk-pages';
import { ethersSigner, solanaSigner, viemSigner } from './signer-packages';
import { cosmjsSigner, eip1193Provider } from './signer-wallets';
import type { Scenario } from './support';
import { swaps } from './swaps';
import { transactions } from './transactions';
import { unknownOrganization } from './unknown-organization';
import { verifiableCloud } from './verifiable-cloud';
import { walletStamper } from './wallet-stamper';
import { webauthnStamper } from './webauthn-stamper';

export const SCENARIOS: readonly Scenario[] = [
  badStamp,
  unknownOrganization,
  policyDenied,
  invalidArgument,
  consensusNeeded,
  sandboxRules,
  activityFailed,
  expiredKey,
  policyResources,
  secrets,
  earn,
  swaps,
  fiatOnRamp,
  spark,
  verifiableCloud,
  transactions,
  ipAllowlist,
  viemSigner,
  ethersSigner,
  solanaSigner,
  cosmjsSigner,
  eip1193Provider,
  sdkServerOutcomes,
  sdkWireOutcomes,
  walletStamper,
  webauthnStamper,
];
