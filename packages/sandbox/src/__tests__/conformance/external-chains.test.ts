/**
 * A shared deployment's chains (`--chain-rpc`): sandbox A runs its in-process chains; sandbox B
 * points Sepolia at A's Sepolia RPC, as several processes on one PostgreSQL would point at one
 * node. B still decides policies and signs; the transaction lands on A's chain, and B's reads
 * (status, nonce, balance, history) come from there. A third sandbox pointed at a port nobody
 * listens on answers a bounded 503 naming the node.
 */
import { createPublicClient, defineChain, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { useSharedDeployment } from './shared-deployment';
import { chainsOf, ETHEREUM_ACCOUNT, newOrganization, now, post, type Harness } from './support';

const SEPOLIA = 'eip155:11155111';
const shared = useSharedDeployment(SEPOLIA);
const { a, b, unreachable } = shared;

function readerOf(url: string) {
  const chain = defineChain({
    id: 11155111,
    name: SEPOLIA,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  return createPublicClient({ chain, transport: http(url) });
}

async function faucet(harness: Harness, address: string, amount: string) {
  return post(harness, '/sandbox/v1/faucet', JSON.stringify({ caip2: SEPOLIA, address, amount }));
}

async function walletOf(harness: Harness) {
  const account = await newOrganization(harness);
  const client = serverClientOf(harness, account);
  const { addresses } = await client.createWallet({
    walletName: 'Shared chain',
    accounts: [ETHEREUM_ACCOUNT],
  });
  return { account, client, eth: addresses[0] as `0x${string}` };
}

describe("a network pointed at another sandbox's node", () => {
  it("is listed with that node's rpcUrl; the other networks stay in process", async () => {
    const listed = await chainsOf(b);
    expect(listed.find((chain) => chain.caip2 === SEPOLIA)?.rpcUrl).toBe(shared.aRpcUrl);
    expect(listed.find((chain) => chain.caip2 === 'eip155:1')?.rpcUrl).toBe(
      `${b.url}/sandbox/v1/chains/eip155:1/rpc`,
    );
    const proxied = await post(
      b,
      `/sandbox/v1/chains/${SEPOLIA}/rpc`,
      JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    );
    expect(proxied.json).toEqual({ jsonrpc: '2.0', id: 7, result: '0xaa36a7' });
  });

  it("carries B's eth_send_transaction to A's chain; B reads it back INCLUDED", async () => {
    const { client, eth } = await walletOf(b);
    expect((await faucet(a, eth, parseEther('1').toString())).status).toBe(200);
    const recipient = '0x00000000000000000000000000000000000000c1';
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: SEPOLIA,
      calls: [{ to: recipient, value: parseEther('0.1').toString() }],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const hash = status.eth?.txHash as `0x${string}`;
    const onA = readerOf(shared.aRpcUrl);
    expect(await onA.getTransaction({ hash })).toMatchObject({ hash, from: eth.toLowerCase() });
    expect(await onA.getTransactionReceipt({ hash })).toMatchObject({ status: 'success' });
    expect(await onA.getBalance({ address: recipient })).toBe(parseEther('0.1'));
    expect(await client.getNonces({ address: eth, caip2: SEPOLIA, nonce: true })).toEqual({
      nonce: '1',
    });
    const { balances } = await client.getWalletAddressBalances({ address: eth, caip2: SEPOLIA });
    expect(BigInt(balances?.[0]?.balance ?? '0')).toBe(await onA.getBalance({ address: eth }));
    const history = await client.listEthTransactionHistory({ address: eth, caip2: SEPOLIA });
    expect(history.transactions.map((item) => item.transactionHash)).toEqual([hash]);
    expect(history.transactions[0]).toMatchObject({
      origin: 'TURNKEY',
      transfers: [{ direction: 'OUT', amount: parseEther('0.1').toString() }],
    });
    const logged = await shared.bLog?.read((tx) => tx.list('chainEntry', { lookup: SEPOLIA }));
    expect(logged).toEqual([]);
  });

  it('pays a sponsored send with the relayer A funded at genesis', async () => {
    const { client, eth } = await walletOf(b);
    // 500 wei covers the value and none of the gas: without the relayer the node would refuse.
    await faucet(a, eth, '500');
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: SEPOLIA,
      sponsor: true,
      calls: [{ to: '0x00000000000000000000000000000000000000c2', value: '500' }],
    });
    expect((await client.getSendTransactionStatus({ sendTransactionStatusId })).txStatus).toBe(
      'INCLUDED',
    );
    const onA = readerOf(shared.aRpcUrl);
    expect(await onA.getBalance({ address: '0x00000000000000000000000000000000000000c2' })).toBe(
      500n,
    );
    expect(await onA.getTransactionCount({ address: eth })).toBe(1);
  });

  it("records the node's refusal as FAILED, in its words", async () => {
    const { client, eth } = await walletOf(b);
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: SEPOLIA,
      calls: [{ to: eth, value: '1' }],
      gasLimit: '21000',
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('FAILED');
    expect(status.txError).toMatch(/^insufficient funds for gas \* price \+ value/);
  });

  it('still decides policies first: a denied send never reaches the node', async () => {
    const { account, eth } = await walletOf(b);
    await faucet(a, eth, parseEther('1').toString());
    const before = await readerOf(shared.aRpcUrl).getBlockNumber();
    const stranger = await nonRootUserOf(b, account, 'no-policy');
    const refused = await failure(
      stranger.client.ethSendTransaction({
        type: 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { from: eth, caip2: SEPOLIA, calls: [{ to: eth, value: '1' }] },
      }),
    );
    expect(refused.code).toBe(7);
    expect(await readerOf(shared.aRpcUrl).getBlockNumber()).toBe(before);
  });

  it('has no faucet on B: a 400 saying the faucet funds only in-process chains', async () => {
    const answer = await faucet(b, '0x00000000000000000000000000000000000000c3', '1');
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(
      `caip2: ${SEPOLIA} is served by the node at ${shared.aRpcUrl} (--chain-rpc); the faucet funds only the sandbox's in-process chains, so fund the address on that node`,
    );
  });
});

describe('a network pointed at a node nobody runs', () => {
  it('answers a 503 naming the node, within the timeout', async () => {
    const { client, eth } = await walletOf(unreachable);
    const started = Date.now();
    const refused = await failure(client.getNonces({ address: eth, caip2: SEPOLIA, nonce: true }));
    expect(refused.code).toBe(14); // UNAVAILABLE, HTTP 503
    expect(refused.message).toContain(
      `${SEPOLIA}: the node at ${shared.closedUrl} could not be reached`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const send = await failure(
      client.ethSendTransaction({ from: eth, caip2: SEPOLIA, calls: [{ to: eth, value: '1' }] }),
    );
    expect(send.message).toContain('could not be reached');
  });
});
