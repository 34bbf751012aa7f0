/**
 * Reading the params of a Solana JSON-RPC request: each bad value is a -32602 naming where it
 * was (`params[0]`, `params[1].encoding`), shared by the method modules of `solana-rpc.ts`.
 */
import {
  address as toAddress,
  getBase58Encoder,
  getBase64Encoder,
  type Address,
} from '@solana/kit';
import { RpcError } from './json-rpc';
import type { SolanaDevnet } from './solana-devnet';

export function fromEncoded(value: unknown, encoding: unknown, field: string): Uint8Array {
  if (typeof value !== 'string') throw new RpcError(-32602, `${field}: expected a string`);
  if (encoding !== undefined && encoding !== 'base58' && encoding !== 'base64') {
    throw new RpcError(-32602, `${field}: encoding ${String(encoding)} is not base58 or base64`);
  }
  try {
    const bytes =
      encoding === 'base64' ? getBase64Encoder().encode(value) : getBase58Encoder().encode(value);
    return new Uint8Array(bytes);
  } catch {
    throw new RpcError(-32602, `${field}: not valid ${String(encoding ?? 'base58')}`);
  }
}

/** A base58 address; `field` defaults to `params[index]`. */
export function addressParam(
  params: unknown[],
  index: number,
  field = `params[${index}]`,
): Address {
  const value = params[index];
  return addressValue(value, field);
}

export function addressValue(value: unknown, field: string): Address {
  if (typeof value !== 'string') throw new RpcError(-32602, `${field}: expected a base58 address`);
  try {
    return toAddress(value);
  } catch {
    throw new RpcError(-32602, `${field}: invalid address ${value}`);
  }
}

/** The config object at `params[index]`: absent or null is `{}`, anything else not an object is refused. */
export function options(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new RpcError(-32602, `params[${index}]: expected a config object`);
  }
  return value as Record<string, unknown>;
}

/** A slot number at `params[index]`. */
export function slotParam(params: unknown[], index: number): number {
  const slot = params[index];
  if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0) {
    throw new RpcError(-32602, `params[${index}]: expected a slot (a whole number)`);
  }
  return slot;
}

/** The `context` of an `RpcResponse`: every read is of the latest slot. */
export const rpcContext = (chain: SolanaDevnet) => ({
  slot: Number(chain.slot),
  apiVersion: '2.0.0',
});
