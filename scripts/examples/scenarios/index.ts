/** Every troubleshooting scenario (decision record 0175). */
import { activityFailed } from './activity-failed';
import { badStamp } from './bad-stamp';
import { consensusNeeded } from './consensus-needed';
import { expiredKey } from './expired-key';
import { invalidArgument } from './invalid-argument';
import { ipAllowlist } from './ip-allowlist';
import { policyDenied } from './policy-denied';
import { sandboxRules } from './sandbox-rules';
import { sdkServerOutcomes, sdkWireOutcomes } from './sdk-pages';
import { ethersSigner, solanaSigner, viemSigner } from './signer-packages';
import { cosmjsSigner, eip1193Provider } from './signer-wallets';
import type { Scenario } from './support';
import { unknownOrganization } from './unknown-organization';
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
