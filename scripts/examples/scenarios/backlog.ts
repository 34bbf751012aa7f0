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

export const BACKLOG: readonly BacklogEntry[] = [
  {
    doc: 'documentation/api-overview/errors.mdx',
    row: '**Limits**',
    why: 'the sandbox enforces no rate limit or signing quota (429 cannot be produced)',
  },
  {
    doc: 'documentation/api-overview/errors.mdx',
    row: '`could not verify WebAuthN signature`',
    why: 'needs a passkey assertion over a changed body: the conformance suite checks this answer with a software authenticator (packages/sandbox/src/__tests__/conformance/webauthn.test.ts), but no scenario builds one yet',
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
