/**
 * Which networks a node outside the sandbox serves: `--chain-rpc <caip2>=<url>` (repeatable) and
 * `SANDBOX_CHAIN_RPC` (the same pairs, comma-separated). Read at start, so a bad pair stops the
 * sandbox with a sentence naming it; whether the node answers is learnt on first use.
 */
import { isEvmNetwork, isSolanaNetwork, solanaCluster } from './networks';

/** The JSON-RPC URL of each network a node serves, by CAIP-2 (a Solana cluster by its long form). */
export type ExternalNodes = Record<string, string>;

function parsePair(pair: string, source: string): [string, string] {
  const at = pair.indexOf('=');
  if (at <= 0) {
    throw new Error(`${source}: expected <caip2>=<url>, received ${JSON.stringify(pair)}`);
  }
  const given = pair.slice(0, at).trim();
  const url = pair.slice(at + 1).trim();
  // A Solana cluster's short and long forms name one chain, as in `Chains.solana()`.
  const caip2 = isSolanaNetwork(given) ? solanaCluster(given) : given;
  if (!isEvmNetwork(caip2) && !isSolanaNetwork(caip2)) {
    throw new Error(
      `${source}: ${caip2} is not a network eth_send_transaction or sol_send_transaction accepts (GET /sandbox/v1/info lists them)`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${source}: ${caip2}: ${JSON.stringify(url)} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${source}: ${caip2}: expected an http or https URL, received ${url}`);
  }
  return [caip2, parsed.href];
}

function parseList(pairs: readonly string[], source: string): ExternalNodes {
  const nodes: ExternalNodes = {};
  for (const pair of pairs) {
    const [caip2, url] = parsePair(pair, source);
    if (nodes[caip2] !== undefined) throw new Error(`${source}: ${caip2} is given twice`);
    nodes[caip2] = url;
  }
  return nodes;
}

/** The nodes of the environment variable, with the command line's pairs taking precedence. */
export function externalNodes(options: {
  flags: readonly string[];
  env: string | undefined;
}): ExternalNodes {
  const fromEnv = (options.env ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  return {
    ...parseList(fromEnv, 'SANDBOX_CHAIN_RPC'),
    ...parseList(options.flags, '--chain-rpc'),
  };
}
