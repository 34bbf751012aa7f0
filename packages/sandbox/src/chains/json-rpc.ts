/**
 * JSON-RPC 2.0 framing shared by the chains: one request or a batch in, the matching response
 * object(s) out. Every failure is an error object, never a throw, so a bad request cannot break
 * the server.
 */

/** A JSON-RPC QUANTITY: lower-case hex with `0x`, no leading zeros. */
export const quantity = (value: bigint | number) => `0x${value.toString(16)}`;

export type RpcMethods = Record<string, (params: unknown[]) => unknown>;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface RpcFailure {
  code: number;
  message: string;
  data?: unknown;
}

export const failure = (code: number, message: string, data?: unknown): RpcFailure =>
  data === undefined ? { code, message } : { code, message, data };

/** Batches larger than this are refused whole. */
export const MAX_BATCH = 100;

async function one(
  methods: RpcMethods,
  request: unknown,
  translate: (error: unknown) => RpcFailure | undefined,
): Promise<unknown> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return {
      jsonrpc: '2.0',
      id: null,
      error: failure(-32600, 'Invalid request: expected an object'),
    };
  }
  const { id = null, method, params = [] } = request as Record<string, unknown>;
  const respond = (body: object) => ({ jsonrpc: '2.0', id, ...body });
  if (typeof method !== 'string' || !Object.hasOwn(methods, method)) {
    return respond({ error: failure(-32601, `Method not found: ${String(method)}`) });
  }
  if (!Array.isArray(params)) {
    return respond({ error: failure(-32602, 'params: expected an array') });
  }
  try {
    const result = await methods[method]?.(params);
    return respond({ result: result === undefined ? null : result });
  } catch (error) {
    if (error instanceof RpcError) {
      return respond({ error: failure(error.code, error.message, error.data) });
    }
    const translated = translate(error);
    if (translated) return respond({ error: translated });
    return respond({ error: failure(-32603, `Internal error: ${String(error)}`) });
  }
}

export async function handleJsonRpc(
  methods: RpcMethods,
  request: unknown,
  translate: (error: unknown) => RpcFailure | undefined,
): Promise<unknown> {
  if (!Array.isArray(request)) return one(methods, request, translate);
  if (request.length === 0 || request.length > MAX_BATCH) {
    return {
      jsonrpc: '2.0',
      id: null,
      error: failure(-32600, `Invalid request: a batch holds 1 to ${MAX_BATCH} requests`),
    };
  }
  const responses = [];
  for (const item of request) responses.push(await one(methods, item, translate));
  return responses;
}
