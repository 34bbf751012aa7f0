/**
 * The chain id of an `eip155:<n>` network. Apart from `networks.ts` so the EVM engine's chunk
 * does not import the network list (and with it the API model's barrel): a module both the
 * in-page worker and that lazily loaded chunk import is emitted on its own instead of inlined,
 * which cost the worker's first load 2.6 KB gzipped.
 */
export function chainIdOf(caip2: string): bigint {
  return BigInt(caip2.slice('eip155:'.length));
}
