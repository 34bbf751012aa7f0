/**
 * The routes this site has beyond the product spec's 105, each with the issue that added it.
 * The route tests (unit and browser) count the spec's routes plus these, so a page added or
 * removed without a line here fails them.
 */
export const SPEC_ROUTE_COUNT = 105;

export const ROUTES_BEYOND_SPEC: readonly string[] = [
  '/getting-started/sandbox', // issue 17
  '/getting-started/mcp-server', // issue 19
  '/ecosystems/tron', // issue 29
  '/ecosystems/tempo', // issue 29
  '/ecosystems/cosmos', // issue 29
  '/ecosystems/dogecoin', // issue 29
  '/ecosystems/xrp', // issue 29
  '/ecosystems/sui', // issue 29
  '/ecosystems/aptos', // issue 29
  '/ecosystems/stellar', // issue 29
  '/ecosystems/ton', // issue 29
  '/ecosystems/spark', // issue 29
  '/access-controls/mfa', // issue 29
  '/access-controls/ip-allowlists', // issue 29
  '/access-controls/oauth2-credentials', // issue 29
  '/access-controls/auth-proxy', // issue 29
  '/concepts/policies/smart-contract-interfaces', // issue 29
  '/concepts/policies/velocity-and-time', // issue 29
  '/transactions/sending', // issue 29
  '/features/secrets', // issue 29
  '/transactions/nonces-and-gas', // issue 29
  '/transactions/balances-and-history', // issue 29
  '/sdks/kotlin', // issue 29
  '/sdks/python', // issue 29
  '/products/earn', // issue 29
  '/products/swaps', // issue 29
  '/products/fiat-on-ramp', // issue 29
  '/products/spark', // issue 29
  '/products/verifiable-cloud', // issue 29
  '/tools/policy-lab', // issue 30
  '/tools/stamp-doctor', // issue 30
  '/tools/webhook-lab', // issue 30
];
