/** Every schema of the platform API, grouped by resource. */
export * from './common';
export * from './enums';
export * from './activity-types';
export { BIP32_PATH_PATTERN, E164_PATTERN, UINT64_PATTERN } from './fields';
export * from './credentials';
export * from './users';
export * from './api-keys';
export * from './authenticators';
export * from './tags';
export * from './wallets';
export * from './wallet-transfer';
export * from './private-keys';
export * from './policies';
export * from './signing';
export * from './auth';
export * from './login';
export * from './sessions';
export * from './invitations';
export * from './organizations';
export * from './sub-organizations';
export * from './activity-payloads';
export * from './activities';
// Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
export * from './page-info';
export * from './velocity-controls';
export * from './tx-errors';
export * from './swaps';
export * from './fiat-on-ramp';
export * from './spark';
export * from './earn';
// IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
export * from './ip-allowlist';
export * from './secrets';
export * from './api-only-users';
export * from './verifiable-cloud';
export * from './intent-versions';
export * from './webhooks';
export * from './authentication';
