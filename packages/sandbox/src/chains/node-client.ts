/**
 * JSON-RPC over HTTP to a node the sandbox does not run (`--chain-rpc`): one request at a time,
 * each bounded by a timeout, so an unreachable or silent node is a `ChainError('unavailable')`
 * naming the node and the method, never a hang. An error object the node answers with is a
 * `NodeError` carrying the node's own words.
 */
import { ChainError } from './types';

/** How long one request may take before the node counts as unavailable. */
export const DEFAULT_NODE_TIMEOUT_MS = 5_000;

export class NodeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface NodeClient {
  readonly url: string;
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** The request object as given, its response object as the node answered it. */
  forward(request: unknown): Promise<unknown>;
}

export function nodeClient(
  caip2: string,
  url: string,
  timeoutMs = DEFAULT_NODE_TIMEOUT_MS,
): NodeClient {
  let nextId = 1;
  async function post(body: unknown, what: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new ChainError(
        'unavailable',
        timedOut
          ? `${caip2}: the node at ${url} did not answer ${what} within ${timeoutMs} ms`
          : `${caip2}: the node at ${url} could not be reached for ${what} (${cause instanceof Error ? cause.message : String(cause)})`,
      );
    }
    const text = await response.text().catch(() => '');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ChainError(
        'unavailable',
        `${caip2}: the node at ${url} answered ${what} with HTTP ${response.status} and no JSON-RPC response`,
      );
    }
  }
  return {
    url,
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      const answer = await post({ jsonrpc: '2.0', id: nextId++, method, params }, method);
      if (typeof answer !== 'object' || answer === null) {
        throw new ChainError(
          'unavailable',
          `${caip2}: the node at ${url} answered ${method} with ${String(answer)}`,
        );
      }
      const { result, error } = answer as { result?: unknown; error?: unknown };
      if (error !== undefined && error !== null) {
        const { code, message, data } = error as {
          code?: unknown;
          message?: unknown;
          data?: unknown;
        };
        throw new NodeError(
          typeof code === 'number' ? code : -32603,
          typeof message === 'string' ? message : JSON.stringify(error),
          data,
        );
      }
      return result as T;
    },
    forward: (request) => post(request, 'a forwarded request'),
  };
}
