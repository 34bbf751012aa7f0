/**
 * `@ethereumjs/tx` refuses a transaction signed for another chain id in words meant for its own
 * callers: a typed transaction's message holds the source text of its `chainId` method, and a
 * legacy one's tells you to pass a `common` option. This words both as geth does ("invalid chain
 * id for signer"), with both ids, for the in-process devnets and for a node given with --chain-rpc.
 */
export function chainIdMismatch(error: unknown, chainId: bigint): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const typed = /not matching the derived chain ID (\d+)/.exec(message)?.[1];
  // EIP-155: a legacy signature's v is chainId * 2 + 35 or + 36.
  const legacyV = /Incompatible EIP155-based V (\d+)/.exec(message)?.[1];
  const signedFor =
    typed !== undefined
      ? BigInt(typed)
      : legacyV !== undefined
        ? (BigInt(legacyV) - 35n) / 2n
        : undefined;
  return signedFor === undefined
    ? undefined
    : `invalid chain id for signer: the transaction is signed for chain id ${signedFor}, this network is chain id ${chainId}`;
}
