/**
 * Rows that name an outcome of an API call and that no scenario runs yet, each with why
 * (decision record 0175). `npm run check:content` fails when an entry's row has a scenario now,
 * or no longer exists, so the list only shrinks by hand when a scenario takes a row over.
 */
import type { BacklogEntry } from '../../content/error-row-backing';

const NOT_TYPESCRIPT =
  'the client is not a TypeScript package: check:examples runs TypeScript against the sandbox, and this SDK has no runner here yet';
const BROWSER_STAMPER =
  'the stamper (or the kit call) needs a browser, an iframe, a wallet extension or a passkey prompt: not runnable in Node';
const SIGNER_PACKAGE =
  'names what a signer package (@turnkey/viem, ethers, solana, cosmjs, eip-1193-provider) or @turnkey/sdk-server throws or returns: needs a scenario through that package, not written yet';

const NEW_GUIDE_ROW =
  "a row of the product-area guides (issue 29), checked against the sandbox through @turnkey/http by the page's author when it was written; its own scenario is not written yet";

export const BACKLOG: readonly BacklogEntry[] = [
  {
    doc: 'documentation/api-overview/errors.mdx',
    row: '**Limits**',
    why: 'the sandbox enforces no rate limit or signing quota (429 cannot be produced)',
  },
  {
    doc: 'documentation/getting-started/quickstart.mdx',
    row: 'HTTP 429',
    why: 'the sandbox enforces no rate limit (429 cannot be produced)',
  },
  {
    doc: 'documentation/getting-started/mcp-server.mdx',
    row: '`Host "…" is not allowed`',
    why: 'an answer of the MCP server (packages/mcp), not of the platform API: its own tests cover it',
  },
  {
    doc: 'documentation/getting-started/sandbox.mdx',
    row: 'HTTP 403 with `REQUEST_NOT_AUTHORIZED`, the message naming an IP allowlist',
    why: 'needs a scenario that sets an IP allowlist leaving out 127.0.0.1; not written yet',
  },
  {
    doc: 'documentation/getting-started/sandbox.mdx',
    row: 'HTTP 503 naming `the node at …`',
    why: 'needs a sandbox started with --chain-rpc, and check:examples runs one sandbox with in-process chains; packages/sandbox/src/__tests__/conformance/external-chains.test.ts runs the 503 through @turnkey/sdk-server',
  },
  {
    doc: 'documentation/features/delegated-access.mdx',
    row: '`fetchOrCreateP256ApiKeyUser`',
    why: BROWSER_STAMPER,
  },
  {
    doc: 'sdks/advanced/iframe-stamper.mdx',
    row: 'The API refuses a stamped request',
    why: BROWSER_STAMPER,
  },
  {
    doc: 'sdks/advanced/wallet-stamper.mdx',
    row: 'The public key is not registered',
    why: BROWSER_STAMPER,
  },
  {
    doc: 'sdks/advanced/webauthn-stamper.mdx',
    row: 'The passkey is not registered',
    why: BROWSER_STAMPER,
  },
  { doc: 'sdks/Ruby.mdx', row: 'A policy holds the activity for approval', why: NOT_TYPESCRIPT },
  {
    doc: 'sdks/flutter.mdx',
    row: 'The API answers with a status other than 200',
    why: NOT_TYPESCRIPT,
  },
  { doc: 'sdks/golang.mdx', row: '`*turnkey.ActivityFailedError`', why: NOT_TYPESCRIPT },
  { doc: 'sdks/golang.mdx', row: '`*turnkey.ActivityRequiresApprovalError`', why: NOT_TYPESCRIPT },
  { doc: 'sdks/rust.mdx', row: '`ActivityRequiresApproval(activity_id)`', why: NOT_TYPESCRIPT },
  { doc: 'sdks/rust.mdx', row: '`ActivityFailed(Option<Status>)`', why: NOT_TYPESCRIPT },
  { doc: 'sdks/rust.mdx', row: '`UnexpectedActivityStatus(status)`', why: NOT_TYPESCRIPT },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.apiError(statusCode:payload:)`',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.clientNotConfigured(_)`',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.invalidResponse`',
    why: NOT_TYPESCRIPT,
  },
  { doc: 'sdks/swift/index.mdx', row: '`DecodingError`', why: NOT_TYPESCRIPT },
  { doc: 'sdks/swift/proxy-middleware.mdx', row: 'Any other status', why: NOT_TYPESCRIPT },
  {
    doc: 'sdks/swift/proxy-middleware.mdx',
    row: 'A 2xx status with a body of another shape',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/javascript-server.mdx',
    row: 'The activity ends `ACTIVITY_STATUS_FAILED`',
    why: SIGNER_PACKAGE,
  },
  { doc: 'sdks/web3/cosmjs.mdx', row: 'The platform refuses the request', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/cosmjs.mdx', row: 'The same, with a `TurnkeyClient`', why: SIGNER_PACKAGE },
  {
    doc: 'sdks/web3/eip-1193.mdx',
    row: 'The platform answers with error code `5`',
    why: SIGNER_PACKAGE,
  },
  {
    doc: 'sdks/web3/eip-1193.mdx',
    row: 'A signing activity needs more approvals',
    why: SIGNER_PACKAGE,
  },
  {
    doc: 'sdks/web3/ethers.mdx',
    row: 'The activity ends in a status other than completed',
    why: SIGNER_PACKAGE,
  },
  { doc: 'sdks/web3/ethers.mdx', row: 'The activity needs consensus', why: SIGNER_PACKAGE },
  {
    doc: 'sdks/web3/ethers.mdx',
    row: 'The request fails (network, authentication, policy)',
    why: SIGNER_PACKAGE,
  },
  { doc: 'sdks/web3/ethers.mdx', row: '`signWith` is missing', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/solana.mdx', row: 'The activity ends failed or rejected', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/solana.mdx', row: 'The activity needs consensus', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/solana.mdx', row: 'The request fails', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/viem.mdx', row: '`TurnkeyActivityError`', why: SIGNER_PACKAGE },
  { doc: 'sdks/web3/viem.mdx', row: '`TurnkeyConsensusNeededError`', why: SIGNER_PACKAGE },
  {
    doc: 'solutions/signing-automation/code-examples/signing-transactions.mdx',
    row: '`TurnkeyActivityError` with a policy message',
    why: SIGNER_PACKAGE,
  },
  {
    doc: 'solutions/signing-automation/code-examples/signing-transactions.mdx',
    row: '`TurnkeyConsensusNeededError`',
    why: SIGNER_PACKAGE,
  },
  {
    doc: 'documentation/concepts/policies/smart-contract-interfaces.mdx',
    row: 'Empty `label`, an address of the wrong format for `type`, or an ABI/IDL that is not valid JSON of the expected shape',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/smart-contract-interfaces.mdx',
    row: 'Unknown or foreign `smartContractInterfaceId` on get or delete',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/velocity-and-time.mdx',
    row: 'Two data sources, two windows or two groupings set, or none',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/velocity-and-time.mdx',
    row: '`identifier` not a policy name (letters, digits, `_`) or already used',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/velocity-and-time.mdx',
    row: 'Asset id that is not CAIP-19, or `decimals` above 255',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/velocity-and-time.mdx',
    row: '`threshold` not a non-negative decimal (at most 38 digits, 18 after the point)',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/concepts/policies/velocity-and-time.mdx',
    row: 'Unknown `velocityControlId` on get or delete',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: "`numSecrets` not a whole number from 1 to 32 (32 is the sandbox's own limit; the platform publishes none)",
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: '`import_secrets` with an ingress key that was never issued, already used, or issued to another user',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: 'A payload not encrypted to the key it names',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: 'A `name` already used in the organization, or given twice',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: 'An unknown `secretId` on export or delete',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/features/secrets.mdx',
    row: 'An export `targetPublicKey` that is not a P-256 public key',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: '`clientFeeBps` outside 0 to 4000, or `clientFeeWallet` not an address of the organization',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: "`vaultAddress` not in the catalog, or `chainCaip2` not the vault's chain",
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: 'A second wrapper for the same vault (sandbox; the platform allows one per fee configuration)',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: 'A deposit before the deployment completed, or into a paused wrapper',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: '`assets` or `amountValue` not a positive whole number (or `MAX`)',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: 'A withdrawal larger than the position',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: 'An unknown wrapper, `signWith`, position or request id',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/earn.mdx',
    row: 'A fee or rewards claim with nothing to claim',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/fiat-on-ramp.mdx',
    row: '`fiatCurrencyAmount` of 20 or less, or not a decimal number',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/fiat-on-ramp.mdx',
    row: 'No credential for the chosen provider',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/fiat-on-ramp.mdx',
    row: 'An empty `walletAddress`, `publishableApiKey` or `encryptedSecretApiKey`',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/fiat-on-ramp.mdx',
    row: '`urlForSignature` that is not a URL',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/fiat-on-ramp.mdx',
    row: 'An unknown `fiatOnrampCredentialId` or `transactionId`',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: '`signWith` is no account of the organization',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: '`signWith` is not a secp256k1 key',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: 'No operator recipients, or `threshold` below 1 or above their number',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: 'An `encryptionPublicKey`, `receiverPublicKey` or `senderIdentityPublicKey` that is not a secp256k1 point',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: 'A derivation naming zero or several keys',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: 'A FROST `message` that is not 32 bytes of hex, or an empty `signatures` or `leaves` list',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/spark.mdx',
    row: 'A claim leaf whose `senderSignature` does not verify',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: '`signWith` is not an account of the organization',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: 'A token the price table does not know (sandbox), the same token on both sides, or an `inputAmount` of `0`',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: '`slippageBps`, `feeBps` or `stableFeeBps` above 10000',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: 'An execution whose terms differ from the quote',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: 'The quote expired or was executed already',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: '`get_swap_status` with an unknown `swapRequestId`',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/swaps.mdx',
    row: '`claim_swap_fees` with no receiver set or nothing earned',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'A key set that is not 130 bytes of hex, or not two P-256 points (`quorumPublicKey`, `newOperators[].publicKey`, `ephemeralKey`)',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: "Both or neither of `manifestSetId` and `manifestSetParams` (or the share set's pair)",
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: "A share set threshold below 2, or any threshold above the set's member count",
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'An app name already used in the organization',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'A `qosVersion` not in [get_tvc_qos_versions](/api#get_tvc_qos_versions), or an `expectedPivotDigest` that is not 64 hex digits',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: '`debugMode: true` on an app created without `enableDebugModeDeployments`',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'An approval from a non-member, a second approval from the same member, or a signature that does not verify',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'A share before the enclave booted, or after it was provisioned',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'Debug logs of a deployment not in debug mode',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'An unknown app, deployment, manifest or operator set',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'A boot proof for a key no enclave of yours booted with, or for an app none of whose enclaves has booted',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/products/verifiable-cloud.mdx',
    row: 'App proofs of an activity that is not in the organization',
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'documentation/transactions/balances-and-history.mdx',
    row: "`address` is not a wallet account of the organization (including a standalone private key's address)",
    why: NEW_GUIDE_ROW,
  },
  {
    doc: 'sdks/kotlin.mdx',
    row: '`TurnkeyHttpError.StamperNotInitialized`',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/kotlin.mdx',
    row: '`TurnkeyStamperError` (for example `FailedToStamp` wrapping `MismatchedPublicKey` or `InvalidPrivateKeyBytes`)',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`TurnkeyNetworkError` with `code` `TurnkeyErrorCodes.BAD_RESPONSE`',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`TurnkeyNetworkError` with `code` `TurnkeyErrorCodes.NETWORK_ERROR`',
    why: NOT_TYPESCRIPT,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`pydantic.ValidationError` from an activity method',
    why: NOT_TYPESCRIPT,
  },
];
