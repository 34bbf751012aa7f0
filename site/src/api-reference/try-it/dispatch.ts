/**
 * Stamps one request and sends it to the active environment. The key follows the environment:
 * the in-page sandbox is stamped with its own identity only, every other environment with the
 * reader's key only, so a sandbox key never goes to Production or a custom URL and a reader's
 * key never reaches the in-page sandbox (not even as a stamp).
 */
import {
  API_KEY_STAMP_HEADER,
  createApiKeyStamp,
  decodeApiKeyStamp,
  statusCode,
} from '@docs/platform-api';
import { environmentBaseUrl, type EnvironmentChoice } from './environments';
import type { InPageSandbox, SandboxIdentity } from './in-page/protocol';
import { toCryptoKeyPair, type ApiKey } from './keys';
import { responseOutcome, sendRequest, type ResponseOutcome, type SendOutcome } from './send';

export interface SentRequest {
  /** Where the request went; for the in-page sandbox, the local sandbox's URL of the same path. */
  url: string;
  environment: EnvironmentChoice['kind'];
  body: string;
  stampHeader: string;
  stamp: string;
  /** The stamp's JSON, decoded from the header value. */
  decodedStamp: string;
}

export type Dispatched =
  { sent: SentRequest; outcome: SendOutcome; durationMs: number } | { error: string };

export interface DispatchInput {
  environment: EnvironmentChoice;
  productionUrl: string;
  path: string;
  body: string;
  /** The key from the key form; used for every environment but the in-page sandbox. */
  readerKey: ApiKey | null;
  /** The in-page sandbox, when it runs; used for the in-page environment only. */
  sandbox: InPageSandbox | null;
  pageOrigin: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function asApiKey(identity: SandboxIdentity): ApiKey {
  return {
    publicKey: identity.apiPublicKey,
    privateKey: identity.apiPrivateKey,
    origin: 'generated',
  };
}

/** The platform's error shape for a sandbox call that failed in the page itself. */
export function internalFailure(message: string): ResponseOutcome {
  const { code, httpStatus, name } = statusCode('INTERNAL');
  return {
    kind: 'response',
    status: httpStatus,
    statusText: name,
    ok: false,
    headers: [['content-type', 'application/json']],
    body: JSON.stringify({ code, message, details: [] }),
    message,
  };
}

/** Never throws: a problem before sending is `{ error }`, anything after is an outcome. */
export async function dispatch(input: DispatchInput): Promise<Dispatched> {
  const { environment, body, path } = input;
  const base = environmentBaseUrl(environment, input.productionUrl);
  if ('error' in base) return { error: base.error };
  const inPage = environment.kind === 'in-page';
  let key: ApiKey;
  if (inPage) {
    if (!input.sandbox) return { error: 'The in-page sandbox is not running.' };
    try {
      key = asApiKey(await input.sandbox.identity());
    } catch (error) {
      return { error: `The in-page sandbox could not load its key: ${messageOf(error)}` };
    }
  } else {
    if (!input.readerKey) return { error: 'Choose an API key to send.' };
    key = input.readerKey;
  }
  let stamp: string;
  try {
    stamp = await createApiKeyStamp(body, await toCryptoKeyPair(key));
  } catch (error) {
    return { error: `Could not stamp the request: ${messageOf(error)}` };
  }
  const sent: SentRequest = {
    url: `${base.url}${path}`,
    environment: environment.kind,
    body,
    stampHeader: API_KEY_STAMP_HEADER,
    stamp,
    decodedStamp: JSON.stringify(decodeApiKeyStamp(stamp), null, 2),
  };
  const now = input.now ?? Date.now;
  const started = now();
  let outcome: SendOutcome;
  if (inPage && input.sandbox) {
    try {
      outcome = responseOutcome(
        await input.sandbox.send({
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [API_KEY_STAMP_HEADER.toLowerCase()]: stamp,
          },
          body,
        }),
      );
    } catch (error) {
      // The contract says send() never rejects; if it does, the panel still answers.
      outcome = internalFailure(`The in-page sandbox failed: ${messageOf(error)}`);
    }
  } else {
    outcome = await sendRequest({
      url: sent.url,
      body,
      stampHeader: API_KEY_STAMP_HEADER,
      stamp,
      pageOrigin: input.pageOrigin,
      ...(input.fetchImpl ? { fetchImpl: input.fetchImpl } : {}),
    });
  }
  return { sent, outcome, durationMs: Math.max(0, now() - started) };
}
