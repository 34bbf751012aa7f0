/**
 * Networks served by a node outside the sandbox (`--chain-rpc`): the configuration is checked at
 * start with a sentence naming the bad pair, and a node that is absent, silent or on another
 * chain is a bounded `ChainError('unavailable')` on first use, never a hang.
 */
import { describe, expect, it } from 'vitest';
import { Address, privateToAddress } from '@ethereumjs/util';
import { createChains, externalNodes } from '../index';
import { RELAYER_KEY } from '../relayer';
import { ChainError } from '../types';
import { closedPortUrl, useLoopbackServers } from './loopback';

const SEPOLIA = 'eip155:11155111';
const loopback = useLoopbackServers();

/** A loopback node answering each request with the result `answer` gives; its URL. */
function node(answer: (body: { method: string }) => unknown | undefined): Promise<string> {
  return loopback.json((request) => {
    const body = request as { id: number; method: string };
    const result = answer(body);
    // Never answers when there is no result.
    return result === undefined ? undefined : { jsonrpc: '2.0', id: body.id, result };
  });
}

async function startError(url: string, timeoutMs = 300): Promise<ChainError> {
  const chains = createChains({ external: { [SEPOLIA]: url }, externalOptions: { timeoutMs } });
  const error: unknown = await chains.evm(SEPOLIA).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ChainError))
    throw new Error(`expected a ChainError, got ${String(error)}`);
  return error;
}

describe('--chain-rpc and SANDBOX_CHAIN_RPC', () => {
  it('read caip2=url pairs, the command line winning over the environment', () => {
    expect(
      externalNodes({
        flags: [`${SEPOLIA}=http://127.0.0.1:9545`],
        env: `${SEPOLIA}=http://127.0.0.1:1, eip155:8453=https://node.example.test/rpc`,
      }),
    ).toEqual({
      [SEPOLIA]: 'http://127.0.0.1:9545/',
      'eip155:8453': 'https://node.example.test/rpc',
    });
    expect(externalNodes({ flags: [], env: undefined })).toEqual({});
  });

  it('refuse a bad pair with a sentence naming the source and the pair', () => {
    const refused = (flags: string[], env?: string) => () => externalNodes({ flags, env });
    expect(refused(['http://127.0.0.1:1'])).toThrow(/^--chain-rpc: expected <caip2>=<url>/);
    expect(refused(['eip155:999999=http://127.0.0.1:1'])).toThrow(
      /eip155:999999 is not a network eth_send_transaction or sol_send_transaction accepts/,
    );
    expect(
      refused(['solana:devnet=http://a/', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=http://b/']),
    ).toThrow(/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 is given twice/);
    expect(refused([`${SEPOLIA}=not a url`])).toThrow(/is not a URL/);
    expect(refused([`${SEPOLIA}=ftp://127.0.0.1/`])).toThrow(/expected an http or https URL/);
    expect(refused([`${SEPOLIA}=http://a/`, `${SEPOLIA}=http://b/`])).toThrow(/given twice/);
    expect(refused([], 'eip155:1')).toThrow(/^SANDBOX_CHAIN_RPC: expected <caip2>=<url>/);
  });

  it('resolve a Solana cluster alias to the cluster, as the chains do', () => {
    const nodes = externalNodes({ flags: ['solana:devnet=http://127.0.0.1:8899'], env: undefined });
    expect(nodes).toEqual({ 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:8899/' });
    const listed = createChains({ external: nodes }).list();
    expect(listed.filter((chain) => chain.externalRpcUrl)).toEqual([
      {
        caip2: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        family: 'solana',
        externalRpcUrl: 'http://127.0.0.1:8899/',
      },
    ]);
  });

  it('name the relayer the sandbox page tells readers to fund on their node', () => {
    expect(new Address(privateToAddress(RELAYER_KEY)).toString()).toBe(
      '0x4834b93c133bed6248c51b131bc5dba16d4f6110',
    );
  });

  it('list the node for its network and keep the other networks in process', () => {
    const chains = createChains({ external: { [SEPOLIA]: 'http://127.0.0.1:9545/' } });
    const listed = chains.list();
    expect(listed.find((chain) => chain.caip2 === SEPOLIA)).toEqual({
      caip2: SEPOLIA,
      family: 'evm',
      externalRpcUrl: 'http://127.0.0.1:9545/',
    });
    expect(listed.find((chain) => chain.caip2 === 'eip155:1')?.externalRpcUrl).toBeUndefined();
  });
});

describe('a node outside the sandbox', () => {
  it('that nobody listens on is unavailable, named, on first use', async () => {
    const url = await closedPortUrl();
    const error = await startError(url);
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain(`${SEPOLIA}: the node at ${url} could not be reached`);
  });

  it('that never answers is unavailable after the timeout, not a hang', async () => {
    const url = await node(() => undefined);
    const started = Date.now();
    const error = await startError(url, 300);
    expect(error.message).toBe(
      `${SEPOLIA}: the node at ${url} did not answer eth_chainId within 300 ms`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('that serves another chain is refused', async () => {
    const url = await node(() => '0x1');
    expect((await startError(url)).message).toBe(
      `${SEPOLIA}: the node at ${url} serves chain id 0x1, not 11155111`,
    );
  });

  it('that answers something other than JSON-RPC is unavailable, named', async () => {
    const url = await loopback.text('<html>');
    expect((await startError(url)).message).toBe(
      `${SEPOLIA}: the node at ${url} answered eth_chainId with HTTP 200 and no JSON-RPC response`,
    );
  });
});
