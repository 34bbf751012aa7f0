/**
 * Rows that name an outcome of an API call and that no scenario runs yet, each with why
 * (decision record 0175). `npm run check:content` fails when an entry's row has a scenario now,
 * or no longer exists, so the list only shrinks by hand when a scenario takes a row over.
 */
import type { BacklogEntry } from '../../content/error-row-backing';

const SDK_ERROR_TYPE =
  "names the error type an SDK in another language (Dart, Swift, Python) throws: check:examples runs TypeScript, and a TypeScript class of the same name is not that type; the API's answer behind it (a non-2xx status with the error body) is run by bad-stamp and policy-denied";
const SDK_LOCAL =
  'a condition inside an SDK in another language (no stamper or proxy settings, a key pair that does not stamp, a connection that fails, a response it cannot read): the sandbox answers no request in it';
const IFRAME_STAMPER =
  "the stamper signs inside the platform's iframe, which needs a browser page: not runnable in Node";
const CORE_NO_SESSION =
  "@turnkey/core throws this before it sends a request (no signed-in session in the page's storage): the sandbox answers nothing in it";

export const BACKLOG: readonly BacklogEntry[] = [
  {
    doc: 'documentation/api-overview/errors.mdx',
    row: '**Limits**',
    why: 'the sandbox enforces no rate limit and no signing quota (RATE_LIMIT_EXCEEDED, SIGNING_QUOTA_EXCEEDED); its only 429 is for too many wrong OTP codes (OTP_ATTEMPTS_EXCEEDED), another cause',
  },
  {
    doc: 'documentation/api-overview/errors.mdx',
    row: '`could not verify WebAuthN signature`',
    why: 'needs a passkey assertion over a changed body: the conformance suite checks this answer with a software authenticator (packages/sandbox/src/__tests__/conformance/webauthn.test.ts), but no scenario builds one yet',
  },
  {
    doc: 'documentation/getting-started/quickstart.mdx',
    row: 'HTTP 429',
    why: 'the sandbox enforces no rate limit; its only 429 is for too many wrong OTP codes (OTP_ATTEMPTS_EXCEEDED), not the cause this row names',
  },
  {
    doc: 'documentation/getting-started/mcp-server.mdx',
    row: '`Host "…" is not allowed`',
    why: 'an answer of the MCP server (packages/mcp), not of the platform API: its own tests cover it',
  },
  {
    doc: 'documentation/getting-started/sandbox.mdx',
    row: 'HTTP 503 naming `the node at …`',
    why: 'needs a sandbox started with --chain-rpc, and check:examples runs one sandbox with in-process chains; packages/sandbox/src/__tests__/conformance/external-chains.test.ts runs the 503 through @turnkey/sdk-server',
  },
  {
    doc: 'documentation/features/delegated-access.mdx',
    row: '`fetchOrCreateP256ApiKeyUser`',
    why: CORE_NO_SESSION,
  },
  {
    doc: 'sdks/advanced/iframe-stamper.mdx',
    row: 'The API refuses a stamped request',
    why: IFRAME_STAMPER,
  },
  {
    doc: 'sdks/flutter.mdx',
    row: 'The API answers with a status other than 200',
    why: SDK_ERROR_TYPE,
  },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.apiError(statusCode:payload:)`',
    why: SDK_ERROR_TYPE,
  },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.clientNotConfigured(_)`',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/swift/index.mdx',
    row: '`TurnkeyRequestError.invalidResponse`',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/swift/proxy-middleware.mdx',
    row: 'Any other status',
    why: 'what the Swift SDK throws for a status your own proxy answers with: neither the platform nor the sandbox is in that exchange',
  },
  {
    doc: 'sdks/swift/proxy-middleware.mdx',
    row: 'A 2xx status with a body of another shape',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/kotlin.mdx',
    row: '`TurnkeyHttpError.StamperNotInitialized`',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/kotlin.mdx',
    row: '`TurnkeyStamperError` (for example `FailedToStamp` wrapping `MismatchedPublicKey` or `InvalidPrivateKeyBytes`)',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`TurnkeyNetworkError` with `code` `TurnkeyErrorCodes.BAD_RESPONSE`',
    why: SDK_ERROR_TYPE,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`TurnkeyNetworkError` with `code` `TurnkeyErrorCodes.NETWORK_ERROR`',
    why: SDK_LOCAL,
  },
  {
    doc: 'sdks/python.mdx',
    row: '`pydantic.ValidationError` from an activity method',
    why: 'names ACTIVITY_STATUS_COMPLETED as the status the activity did not reach, and the Python response model that then fails to validate: the statuses it did reach are run by sdk-wire-outcomes, the model is not TypeScript',
  },
];
