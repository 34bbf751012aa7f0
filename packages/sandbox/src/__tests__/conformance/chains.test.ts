/**
 * The local chains through the published clients: a wallet created in the sandbox sends ETH with
 * `@turnkey/sdk-server`'s ethSendTransaction, `@turnkey/viem` and `@turnkey/ethers`, and SOL
 * with sol_send_transaction; each chain's own RPC (viem, ethers, `@solana/web3.js`) shows it.
 */
import { createAccount } from '@turnkey/viem';
import { TurnkeySigner } from '@turnkey/ethers';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { JsonRpcProvider } from 'ethers';
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import {
  ETHEREUM_ACCOUNT,
  SOLANA_ACCOUNT,
  newOrganization,
  now,
  useSandbox,
  type Account,
} from './support';

const harness = useSandbox();
const BASE = 'eip155:8453';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
async function rpcUrlOf(caip2: string): Promise<string> {
  const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
    chains: { caip2: string; rpcUrl: string }[];
  };
  const chain = info.chains.find((candidate) => candidate.caip2 === caip2);
  if (!chain) throw new Error(`no chain ${caip2} in /sandbox/v1/info`);
  return chain.rpcUrl;
}

async function faucet(caip2: string, address: string, amount: string) {
  const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2, address, amount }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function wallet(account: Account) {
  const { addresses } = await serverClientOf(harness, account).createWallet({
    walletName: 'On chain',
    accounts: [ETHEREUM_ACCOUNT, SOLANA_ACCOUNT],
  });
  return { eth: addresses[0] as `0x${string}`, sol: addresses[1] ?? '' };
}

async function viemOn(caip2: string) {
  const url = await rpcUrlOf(caip2);
  const chain = defineChain({
    id: Number(caip2.slice('eip155:'.length)),
    name: caip2,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  return {
    chain,
    transport: http(url),
    reader: createPublicClient({ chain, transport: http(url) }),
  };
}

describe('the local chains', () => {
  it('are listed in /sandbox/v1/info, one per eip155 network with its own chain id, and Solana', async () => {
    const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
      chains: { caip2: string; rpcUrl: string }[];
    };
    expect(info.chains.length).toBeGreaterThanOrEqual(21);
    expect(info.chains.map((chain) => chain.caip2)).toEqual(
      expect.arrayContaining(['eip155:1', 'eip155:11155111', BASE, SOLANA]),
    );
    const sepolia = await viemOn('eip155:11155111');
    expect(await sepolia.reader.getChainId()).toBe(11155111);
    const provider = new JsonRpcProvider(await rpcUrlOf('eip155:137'), undefined, {
      staticNetwork: true,
    });
    expect((await provider.getNetwork()).chainId).toBe(137n);
  });

  it('fund any address from the faucet, and refuse a bad grant naming the field', async () => {
    const address = '0x00000000000000000000000000000000000000aa';
    const granted = await faucet(BASE, address, '1000');
    expect(granted).toMatchObject({ status: 200, json: { balance: '1000' } });
    expect(await (await viemOn(BASE)).reader.getBalance({ address })).toBe(1000n);
    for (const [body, field] of [
      [{ caip2: 'eip155:999999', address, amount: '1' }, 'caip2'],
      [{ caip2: BASE, address: 'nope', amount: '1' }, 'address'],
      [{ caip2: BASE, address, amount: '-1' }, 'amount'],
      [{ caip2: BASE, address, amount: '1'.padEnd(40, '0') }, 'amount'],
      [{ caip2: SOLANA, address: '0xnot-base58', amount: '1' }, 'address'],
    ] as const) {
      const answer = await faucet(body.caip2, body.address, body.amount);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.json.message)).toMatch(new RegExp(`^${field}`));
    }
  });

  it('send ETH with sdk-server ethSendTransaction; the status moves to INCLUDED with the hash the chain shows', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, parseEther('1').toString());
    const recipient = '0x00000000000000000000000000000000000000b0';
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: BASE,
      calls: [{ to: recipient, value: parseEther('0.1').toString() }],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const hash = status.eth?.txHash as `0x${string}`;
    const { reader } = await viemOn(BASE);
    const receipt = await reader.getTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: eth.toLowerCase() });
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.1'));
    const { nonce } = await client.getNonces({ address: eth, caip2: BASE, nonce: true });
    expect(nonce).toBe('1');
    const { balances } = await client.getWalletAddressBalances({ address: eth, caip2: BASE });
    expect(balances?.[0]).toMatchObject({ symbol: 'ETH', caip19: `${BASE}/slip44:60` });
    expect(BigInt(balances?.[0]?.balance ?? '0')).toBe(await reader.getBalance({ address: eth }));
    const history = await client.listEthTransactionHistory({ address: eth, caip2: BASE });
    expect(history.transactions[0]).toMatchObject({
      transactionHash: hash,
      origin: 'TURNKEY',
      turnkey: { sponsored: false, submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      transfers: [{ direction: 'OUT', amount: parseEther('0.1').toString() }],
    });
    // The faucet credits the balance without a transaction: the send is the only entry.
    expect(history.transactions).toHaveLength(1);
  });

  it('give 16 concurrent sends from one address 16 distinct nonces, all included', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, parseEther('1').toString());
    const recipient = '0x00000000000000000000000000000000000000b1';
    const sends = Array.from({ length: 16 }, (_, index) =>
      client.ethSendTransaction({
        from: eth,
        caip2: BASE,
        calls: [{ to: recipient, value: String(1000 + index) }],
      }),
    );
    const ids = (await Promise.all(sends)).map((sent) => sent.sendTransactionStatusId);
    expect(new Set(ids).size).toBe(16);
    const statuses = await Promise.all(
      ids.map((sendTransactionStatusId) =>
        client.getSendTransactionStatus({ sendTransactionStatusId }),
      ),
    );
    expect(statuses.map((status) => status.txStatus)).toEqual(Array(16).fill('INCLUDED'));
    const { reader } = await viemOn(BASE);
    const nonces = await Promise.all(
      statuses.map(async (status) => {
        const hash = status.eth?.txHash as `0x${string}`;
        expect((await reader.getTransactionReceipt({ hash })).status).toBe('success');
        return (await reader.getTransaction({ hash })).nonce;
      }),
    );
    expect([...nonces].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    // Every value arrived once: 16 × 1000 + (0 + … + 15).
    expect(await reader.getBalance({ address: recipient })).toBe(16n * 1000n + 120n);
    expect((await client.getNonces({ address: eth, caip2: BASE, nonce: true })).nonce).toBe('16');
  });

  it('pay a sponsored send with the relayer: the sender spends only the value', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, '500');
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: BASE,
      sponsor: true,
      calls: [{ to: '0x00000000000000000000000000000000000000b1', value: '200' }],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const { reader } = await viemOn(BASE);
    expect(await reader.getBalance({ address: eth })).toBeGreaterThanOrEqual(300n);
    const { transactions } = await client.listEthTransactionHistory({ address: eth, caip2: BASE });
    expect(transactions.find((item) => item.transactionHash === status.eth?.txHash)).toMatchObject({
      origin: 'TURNKEY',
      turnkey: { sponsored: true },
    });
  });

  it('report a send with too little balance as FAILED, with the node’s message', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: 'eip155:1',
      calls: [{ to: eth, value: '1' }],
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('FAILED');
    expect(status.txError).toMatch(/^insufficient funds for gas \* price \+ value/);
  });

  it('report a send whose execution reverts as INCLUDED, with the revert reason decoded', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, parseEther('1').toString());
    // A contract whose every call reverts with Error("nope"): its runtime copies the 100 bytes
    // of revert data that follow it in the code and reverts with them; the init code returns it.
    const reason = Buffer.from('nope').toString('hex').padEnd(64, '0');
    const revertData = `08c379a0${'20'.padStart(64, '0')}${'4'.padStart(64, '0')}${reason}`;
    const runtime = `6064600c60003960646000fd${revertData}`;
    const initCode = `0x6070600c6000396070${'6000f3'}${runtime}` as const;
    const { chain, transport, reader } = await viemOn(BASE);
    const deployer = privateKeyToAccount(generatePrivateKey());
    await faucet(BASE, deployer.address, parseEther('1').toString());
    const deployHash = await createWalletClient({
      account: deployer,
      chain,
      transport,
    }).deployContract({
      abi: [],
      bytecode: initCode,
    });
    const contract = (await reader.waitForTransactionReceipt({ hash: deployHash })).contractAddress;

    const { sendTransactionStatusId } = await client.ethSendTransaction({
      from: eth,
      caip2: BASE,
      calls: [{ to: contract ?? '', value: '0', data: '0x01' }],
      gasLimit: '100000',
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    expect(status.txError).toBe('execution reverted: nope');
    expect(status.error?.revertChain).toEqual([
      {
        address: contract,
        errorType: 'native',
        displayMessage: 'execution reverted: nope',
        native: { nativeType: 'error_string', message: 'nope' },
      },
    ]);
    expect(status.error?.eth?.revertChain).toEqual(status.error?.revertChain);
    const receipt = await reader.getTransactionReceipt({
      hash: status.eth?.txHash as `0x${string}`,
    });
    expect(receipt.status).toBe('reverted');

    // Without a gas limit the estimate runs the call first; it reverts, so nothing is sent, and
    // the status says what it reverted with.
    const nonce = await reader.getTransactionCount({ address: eth as `0x${string}` });
    const estimated = await client.ethSendTransaction({
      from: eth,
      caip2: BASE,
      calls: [{ to: contract ?? '', value: '0', data: '0x01' }],
    });
    const unsent = await client.getSendTransactionStatus({
      sendTransactionStatusId: estimated.sendTransactionStatusId,
    });
    expect(unsent.txStatus).toBe('FAILED');
    expect(unsent.txError).toBe('execution reverted: nope');
    expect(await reader.getTransactionCount({ address: eth as `0x${string}` })).toBe(nonce);
  });

  it('never touch a chain for a send the policies deny', async () => {
    const root = await newOrganization(harness);
    const { eth } = await wallet(root);
    await faucet(BASE, eth, parseEther('1').toString());
    const { reader } = await viemOn(BASE);
    const before = await reader.getBlockNumber();
    const stranger = await nonRootUserOf(harness, root, 'no-policy');
    const refused = await failure(
      stranger.client.ethSendTransaction({
        type: 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: { from: eth, caip2: BASE, calls: [{ to: eth, value: '1' }] },
      }),
    );
    expect(refused.code).toBe(7);
    expect(await reader.getBlockNumber()).toBe(before);
    expect(await reader.getTransactionCount({ address: eth })).toBe(0);
  });

  it('answer an undecodable raw transaction with a 400 naming signedTransaction', async () => {
    const account = await newOrganization(harness);
    const refused = await failure(
      account.client.ethSendRawTransaction({
        type: 'ACTIVITY_TYPE_ETH_SEND_RAW_TRANSACTION',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { caip2: BASE, signedTransaction: '0x02deadbeef' },
      }),
    );
    expect(refused.code).toBe(3);
    expect(refused.message).toMatch(/signedTransaction/);
  });

  it('carry a @turnkey/viem account’s transaction and a @turnkey/ethers signer’s to the chain', async () => {
    const account = await newOrganization(harness);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, parseEther('1').toString());
    const { chain, transport, reader } = await viemOn(BASE);
    const turnkeyAccount = await createAccount({
      // @turnkey/viem declares its client with its own copy of @turnkey/http's types.
      client: account.client as unknown as Parameters<typeof createAccount>[0]['client'],
      organizationId: account.organizationId,
      signWith: eth,
    });
    const walletClient = createWalletClient({ account: turnkeyAccount, chain, transport });
    const viaViem = await walletClient.sendTransaction({
      to: '0x00000000000000000000000000000000000000c1',
      value: 7n,
    });
    expect(
      (await reader.waitForTransactionReceipt({ hash: viaViem, pollingInterval: 20 })).status,
    ).toBe('success');
    type EthersConfig = ConstructorParameters<typeof TurnkeySigner>[0];
    const signer = new TurnkeySigner({
      client: account.client as unknown as EthersConfig['client'],
      organizationId: account.organizationId,
      signWith: eth,
    }).connect(new JsonRpcProvider(await rpcUrlOf(BASE), undefined, { staticNetwork: true }));
    const viaEthers = await signer.sendTransaction({
      to: '0x00000000000000000000000000000000000000c2',
      value: 9n,
    });
    expect((await viaEthers.wait())?.status).toBe(1);
    expect(await reader.getBalance({ address: '0x00000000000000000000000000000000000000c2' })).toBe(
      9n,
    );
  });

  it('send SOL with sol_send_transaction; the cluster’s RPC shows it', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { sol } = await wallet(account);
    await faucet(SOLANA, sol, '2000000000');
    const connection = new Connection(await rpcUrlOf(SOLANA), 'confirmed');
    const { blockhash } = await connection.getLatestBlockhash();
    const recipient = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const transfer = new Transaction({
      feePayer: new PublicKey(sol),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sol),
        toPubkey: recipient,
        lamports: 1_000_000,
      }),
    );
    const unsignedTransaction = transfer
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('hex');
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction,
      signWiths: [sol],
      caip2: SOLANA,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const signature = status.solana?.signature ?? '';
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(found?.meta?.err).toBeNull();
    expect(await connection.getBalance(recipient)).toBe(1_000_000);
    expect(await connection.getBalance(new PublicKey(sol))).toBe(2_000_000_000 - 1_000_000 - 5000);
    const history = await client.listSolTransactionHistory({ address: sol, caip2: SOLANA });
    expect(history.transactions[0]).toMatchObject({
      signature,
      feePayer: sol,
      transfers: [{ direction: 'OUT', amount: '1000000' }],
    });
  });

  it('a transfer that fails on chain is INCLUDED with the runtime’s error and the logs', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { sol } = await wallet(account);
    await faucet(SOLANA, sol, '1000000000');
    const connection = new Connection(await rpcUrlOf(SOLANA), 'confirmed');
    const transfer = new Transaction({
      feePayer: new PublicKey(sol),
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sol),
        toPubkey: new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'),
        lamports: 5_000_000_000,
      }),
    );
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction: transfer
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('hex'),
      signWiths: [sol],
      caip2: SOLANA,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    expect(status.txError).toBe('InstructionError(0, Custom(1))');
    expect(JSON.parse(status.error?.solana?.transactionErrorJson ?? 'null')).toEqual({
      InstructionError: [0, { Custom: 1 }],
    });
    expect(status.error?.solana?.logs?.join('\n')).toMatch(/insufficient lamports/);
    const landed = await connection.getTransaction(status.solana?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });
});

describe('eth_undelegate_7702', () => {
  it('sends the account’s own undelegation, which the chain includes', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    await faucet(BASE, eth, parseEther('1').toString());
    const { activity } = await account.client.ethUndelegate7702({
      type: 'ACTIVITY_TYPE_ETH_UNDELEGATE_7702',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { from: eth, caip2: BASE },
    });
    const sendTransactionStatusId =
      activity.result.ethUndelegate7702Result?.sendTransactionStatusId ?? '';
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');
    const { reader } = await viemOn(BASE);
    const found = await reader.getTransaction({ hash: status.eth?.txHash as `0x${string}` });
    expect(found.type).toBe('eip7702');
    expect(found.authorizationList?.[0]?.address).toBe(
      '0x0000000000000000000000000000000000000000',
    );
    expect(await reader.getCode({ address: eth })).toBeUndefined();
  });
});

describe('bad sends', () => {
  it('answer 400 naming the field, and a raw send the chain refuses names the reason', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const { eth } = await wallet(account);
    const send = (calls: { to: string; value?: string; data?: string }[], extra = {}) =>
      failure(client.ethSendTransaction({ from: eth, caip2: BASE, calls, ...extra }));
    expect((await send([{ to: eth, value: 'ten' }])).message).toMatch(/calls\[0\]\.value/);
    expect((await send([{ to: 'nowhere' }])).message).toMatch(/calls\[0\]\.to/);
    expect((await send([{ to: eth, data: '0xzz' }])).message).toMatch(/calls\[0\]\.data/);
    expect((await send([])).message).toMatch(/^.*calls: give 1 to 50/);
    expect((await send([{ to: eth }], { gasLimit: '-5' })).message).toMatch(/gasLimit/);
    const unfunded = await failure(
      account.client.ethSendRawTransaction({
        type: 'ACTIVITY_TYPE_ETH_SEND_RAW_TRANSACTION',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: {
          caip2: BASE,
          signedTransaction: await privateKeyToAccount(generatePrivateKey()).signTransaction({
            chainId: 8453,
            type: 'eip1559',
            nonce: 0,
            to: eth,
            value: 1n,
            gas: 21000n,
            maxFeePerGas: 3_000_000_000n,
            maxPriorityFeePerGas: 1_000_000_000n,
          }),
        },
      }),
    );
    expect(unfunded.message).toMatch(/insufficient funds for gas \* price \+ value/);
  });
});

describe('POST /sandbox/v1/reset', () => {
  it('empties the chains with the rest of the state', async () => {
    const address = '0x00000000000000000000000000000000000000dd';
    await faucet('eip155:10', address, '77');
    const { reader } = await viemOn('eip155:10');
    expect(await reader.getBalance({ address })).toBe(77n);
    await fetch(`${harness.url}/sandbox/v1/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await reader.getBalance({ address })).toBe(0n);
  });
});
