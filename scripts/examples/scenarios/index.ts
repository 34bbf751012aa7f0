/** Every troubleshooting scenario (decision record 0175). */
import { activityFailed } from './activity-failed';
import { badStamp } from './bad-stamp';
import { consensusNeeded } from './consensus-needed';
import { earn } from './earn';
import { expiredKey } from './expired-key';
import { fiatOnRamp } from './fiat-on-ramp';
import { invalidArgument } from './invalid-argument';
import { policyDenied } from './policy-denied';
import { policyResources } from './policy-resources';
import { sandboxRules } from './sandbox-rules';
import { secrets } from './secrets';
import { spark } from './spark';
import type { Scenario } from './support';
import { swaps } from './swaps';
import { transactions } from './transactions';
import { unknownOrganization } from './unknown-organization';
import { verifiableCloud } from './verifiable-cloud';

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
];
