/**
 * The platform's published adapters, unmodified, with their signing requests answered by the
 * crypto core: what the sandbox's handlers will do, minus HTTP and storage. Each result is
 * compared with an independent signer (viem's local account, @solana/web3.js, WebCrypto).
 */
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { TurnkeySigner as EthersSigner } from '@turnkey/ethers';
import { TurnkeySigner as SolanaSigner } from '@turnkey/solana';
import { createAccount } from '@turnkey/viem';
import type { HashFunction, PayloadEncoding, TransactionType } from '@docs/platform-api';
import { parseTransaction, type TransactionSerializableEIP1559 } from 'viem';
import { describe, expect, it } from 'vitest';
import { signEthereumTransaction, signRawPayload, signSolanaTransaction, type Curve } from '..';
import { toHexString } from './fixtures';
import {
  eth,
  ethAddress,
  localAccount as local,
  sol,
  solAddress,
  webCryptoVerifies,
} from './test-keys';

const KEYS = new Map<string, { curve: Curve; privateKey: Uint8Array }>([
  [ethAddress, { curve: 'CURVE_SECP256K1', privateKey: eth.privateKey }],
  [solAddress, { curve: 'CURVE_ED25519', privateKey: sol.privateKey }],
]);
const completed = { id: 'local', status: 'ACTIVITY_STATUS_COMPLETED' };

function keyFor(signWith: string) {
  const key = KEYS.get(signWith);
  if (!key) throw new Error(`no key for ${signWith}`);
  return key;
}

interface RawRequest {
  signWith: string;
  encoding: PayloadEncoding;
  hashFunction: HashFunction;
}

/** The methods of @turnkey/sdk-server's client that the adapters call, answered locally. */
const localClient = {
  signRawPayload: async (request: RawRequest & { payload: string }) => ({
    activity: completed,
    ...signRawPayload({ ...keyFor(request.signWith), ...request }),
  }),
  signRawPayloads: async (request: RawRequest & { payloads: string[] }) => ({
    activity: completed,
    signatures: request.payloads.map((payload) =>
      signRawPayload({ ...keyFor(request.signWith), ...request, payload }),
    ),
  }),
  signTransaction: async (request: {
    signWith: string;
    unsignedTransaction: string;
    type: TransactionType;
  }) => {
    const { privateKey } = keyFor(request.signWith);
    const sign =
      request.type === 'TRANSACTION_TYPE_SOLANA' ? signSolanaTransaction : signEthereumTransaction;
    return {
      activity: completed,
      signedTransaction: sign(privateKey, request.unsignedTransaction),
    };
  },
};
// The adapters type `client` as the SDK's classes; they call only the three methods above.
const asClient = <T>(value: unknown) => value as T;
const client = asClient<Parameters<typeof createAccount>[0]['client']>(localClient);

const transaction: TransactionSerializableEIP1559 = {
  type: 'eip1559',
  chainId: 1,
  nonce: 9,
  maxFeePerGas: 40_000_000_000n,
  maxPriorityFeePerGas: 2_000_000_000n,
  gas: 21_000n,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: 10n ** 16n,
};

const typedData = {
  domain: { name: 'Sandbox', version: '1', chainId: 1n },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [
      { name: 'to', type: 'address' },
      { name: 'text', type: 'string' },
    ],
  },
  primaryType: 'Greeting',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', text: 'hello' },
} as const;

describe('@turnkey/viem', async () => {
  const account = await createAccount({ client, organizationId: 'org', signWith: ethAddress });

  it('signs a message, typed data and a transaction exactly as a local viem account', async () => {
    expect(await account.signMessage({ message: 'hello' })).toBe(
      await local.signMessage({ message: 'hello' }),
    );
    expect(await account.signTypedData(typedData)).toBe(await local.signTypedData(typedData));
    expect(await account.signTransaction(transaction)).toBe(
      await local.signTransaction(transaction),
    );
  });

  it('signs an EIP-7702 authorization as a local viem account', async () => {
    const request = { contractAddress: transaction.to ?? '0x', chainId: 1, nonce: 3 } as const;
    const ours = await account.signAuthorization?.(request);
    const theirs = await local.signAuthorization(request);
    expect([ours?.r, ours?.s, ours?.yParity]).toEqual([theirs.r, theirs.s, theirs.yParity]);
  });
});

describe('@turnkey/ethers', () => {
  const signer = new EthersSigner({
    client: asClient<ConstructorParameters<typeof EthersSigner>[0]['client']>(localClient),
    organizationId: 'org',
    signWith: ethAddress,
  });

  it('signs a message, typed data and a transaction exactly as a local viem account', async () => {
    expect(await signer.signMessage('hello')).toBe(await local.signMessage({ message: 'hello' }));
    const types = { Greeting: [...typedData.types.Greeting] };
    expect(await signer.signTypedData(typedData.domain, types, typedData.message)).toBe(
      await local.signTypedData(typedData),
    );
    const signed = await signer.signTransaction({
      type: 2,
      chainId: 1n,
      nonce: transaction.nonce,
      maxFeePerGas: transaction.maxFeePerGas,
      maxPriorityFeePerGas: transaction.maxPriorityFeePerGas,
      gasLimit: transaction.gas,
      to: transaction.to,
      value: transaction.value,
    });
    expect(parseTransaction(signed as `0x${string}`)).toEqual(
      parseTransaction(await local.signTransaction(transaction)),
    );
  });
});

describe('@turnkey/solana', () => {
  const signer = new SolanaSigner({
    client: asClient<ConstructorParameters<typeof SolanaSigner>[0]['client']>(localClient),
    organizationId: 'org',
  });
  const payer = Keypair.fromSeed(sol.privateKey);
  const build = () =>
    new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: new PublicKey('11111111111111111111111111111112'),
        lamports: 1_000,
      }),
    );

  it('signs through sign_transaction and through a raw signature, both verifying', async () => {
    const viaTransaction = (await signer.signTransaction(build(), solAddress)) as Transaction;
    expect(viaTransaction.verifySignatures()).toBe(true);
    const viaRaw = build();
    await signer.addSignature(viaRaw, solAddress);
    expect(viaRaw.verifySignatures()).toBe(true);
    const [first, second] = [build(), build()];
    await signer.signAllTransactions([first, second], solAddress);
    expect(first.verifySignatures() && second.verifySignatures()).toBe(true);
    const reference = build();
    reference.sign(payer);
    expect(toHexString(viaTransaction.serialize())).toBe(toHexString(reference.serialize()));
  });

  it('signs a message that WebCrypto verifies', async () => {
    const message = new TextEncoder().encode('sign in');
    const signature = await signer.signMessage(message, solAddress);
    expect(await webCryptoVerifies(sol.publicKey, signature, message)).toBe(true);
  });
});
