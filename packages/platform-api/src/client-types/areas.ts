/**
 * The area of an operation the reference does not define yet, for the drift report only: the
 * next slice places these operations under tags, and the report groups them the same way.
 * First matching rule wins.
 */
const AREAS: readonly [area: string, pattern: RegExp][] = [
  ['Webhooks', /webhook|email_events/],
  ['Verifiable cloud', /tvc|boot_proof|app_proof|app_status/],
  ['Earn', /earn/],
  ['Swaps', /swap/],
  ['Fiat on-ramp', /fiat_on_ramp|onramp/],
  ['Secrets', /secrets/],
  ['MFA', /mfa/],
  ['IP allowlist', /ip_allowlist/],
  ['Smart-contract interfaces', /smart_contract_interface/],
  ['Spark', /spark/],
  [
    'Transaction sending and gas',
    /send_(raw_)?transaction|gas|nonces|transaction_history|undelegate|balances|supported_assets/,
  ],
  ['Authentication and sessions', /otp|oauth|login|session/],
  ['Velocity controls', /velocity/],
  ['Policies', /polic/],
  ['Users', /user/],
  ['Organizations', /organization/],
  ['Wallets', /wallet/],
];

export function areaOf(operation: string): string {
  return AREAS.find(([, pattern]) => pattern.test(operation))?.[0] ?? 'Other';
}
