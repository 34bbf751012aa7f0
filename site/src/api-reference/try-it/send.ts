/**
 * Sends a stamped request and sorts what came back into outcomes the panel can explain. A
 * browser reports both an unreachable server and a CORS refusal as the same `TypeError`; a
 * second, opaque `no-cors` request tells them apart: it succeeds when the server answered.
 */

export interface ResponseOutcome {
  kind: 'response';
  status: number;
  statusText: string;
  ok: boolean;
  headers: [string, string][];
  body: string;
  /** The `message` of a JSON error body, when there is one. */
  message?: string;
}

export interface FailureOutcome {
  kind: 'network' | 'cors' | 'mixed-content';
  message: string;
}

export type SendOutcome = ResponseOutcome | FailureOutcome;

export interface SendInput {
  url: string;
  body: string;
  stampHeader: string;
  stamp: string;
  /** The page's origin, to tell same-origin from cross-origin failures. */
  pageOrigin: string;
  fetchImpl?: typeof fetch;
}

/** Checks a base URL; returns the normalised origin-and-path or a message. */
export function parseBaseUrl(text: string): { url: string } | { error: string } {
  const trimmed = text.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {
      error: `The base URL must be an absolute URL such as https://api.example.com; received "${text}".`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      error: `The base URL must start with http:// or https://; received "${url.protocol}".`,
    };
  }
  if (url.search || url.hash) {
    return { error: 'The base URL cannot carry a query string or a fragment.' };
  }
  return { url: trimmed };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

function errorMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON: the panel shows the raw body.
  }
  return undefined;
}

async function classifyFailure(input: SendInput, fetchImpl: typeof fetch): Promise<FailureOutcome> {
  const target = new URL(input.url);
  const page = new URL(input.pageOrigin);
  if (page.protocol === 'https:' && target.protocol === 'http:' && !isLoopback(target.hostname)) {
    return {
      kind: 'mixed-content',
      message: `The browser blocks plain http:// requests from this https:// page. Use an https:// base URL, or a server on localhost.`,
    };
  }
  if (target.origin !== page.origin) {
    try {
      await fetchImpl(input.url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
      return {
        kind: 'cors',
        message: `${target.origin} answered, but the browser did not let this page read the response: the server does not allow requests from ${page.origin} (CORS). The API may not accept calls from browsers at all. Send the request from a server or with curl, or point the base URL at a proxy or local server that adds CORS headers.`,
      };
    } catch {
      // Unreachable as well: a network failure, below.
    }
  }
  return {
    kind: 'network',
    message: `Could not reach ${target.origin}: the server is down or unreachable, the address is wrong, or you are offline.`,
  };
}

/** POSTs the exact body with the stamp header; never throws. */
export async function sendRequest(input: SendInput): Promise<SendOutcome> {
  const fetchImpl = input.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetchImpl(input.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [input.stampHeader]: input.stamp },
      body: input.body,
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    return classifyFailure(input, fetchImpl);
  }
  const body = await response.text().catch(() => '');
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return responseOutcome({
    status: response.status,
    statusText: response.statusText,
    headers,
    body,
  });
}

/**
 * A received response as the panel shows it, from the network or from the in-page sandbox alike;
 * an error's `message` is read from the platform's JSON error body.
 */
export function responseOutcome(response: {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}): ResponseOutcome {
  const ok = response.status >= 200 && response.status < 300;
  const message = ok ? undefined : errorMessage(response.body);
  return {
    kind: 'response',
    ...response,
    ok,
    ...(message !== undefined ? { message } : {}),
  };
}
