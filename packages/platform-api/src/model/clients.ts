/**
 * The client packages the reference is checked against and shows in its snippets. The drift
 * test fails when the installed packages have other versions (client-types/__tests__).
 * A module without imports (`@docs/platform-api/clients`), so a page can use it without bundling
 * the schemas.
 */
export const PINNED_CLIENTS = {
  http: { name: '@turnkey/http', version: '6.6.0' },
  sdkServer: { name: '@turnkey/sdk-server', version: '8.2.1' },
} as const;
