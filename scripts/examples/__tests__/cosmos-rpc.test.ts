import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCosmosRpc, type CosmosRpc } from '../cosmos-rpc';

let rpc: CosmosRpc;
beforeAll(async () => {
  rpc = await startCosmosRpc();
});
afterAll(() => rpc.close());

async function call(method: string, params: Record<string, unknown>) {
  const response = await fetch(rpc.url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { message: string };
  };
}

/** A transaction signed over the stand-in's chain id and account number; `tamper` flips a byte. */
function signedTx(tamper: boolean): string {
  const privateKey = secp256k1.utils.randomPrivateKey();
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ memo: 'test' })).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: {
            typeUrl: '/cosmos.crypto.secp256k1.PubKey',
            value: PubKey.encode({ key: secp256k1.getPublicKey(privateKey, true) }).finish(),
          },
          sequence: 0n,
        },
      ],
    }),
  ).finish();
  const signDoc = SignDoc.encode({
    bodyBytes,
    authInfoBytes,
    chainId: 'examples-cosmos-1',
    accountNumber: 7n,
  }).finish();
  const signature = secp256k1
    .sign(createHash('sha256').update(signDoc).digest(), privateKey)
    .toCompactRawBytes();
  if (tamper) signature[0] = (signature[0] ?? 0) ^ 1;
  const raw = TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish();
  return Buffer.from(raw).toString('base64');
}

describe('the Cosmos RPC stand-in', () => {
  it('reports its chain id, and accepts and then finds a correctly signed transaction', async () => {
    const status = await call('status', {});
    expect((status.result?.node_info as { network: string }).network).toBe('examples-cosmos-1');
    const sent = await call('broadcast_tx_sync', { tx: signedTx(false) });
    const hash = String(sent.result?.hash);
    expect(hash).toMatch(/^[0-9A-F]{64}$/);
    const found = await call('tx_search', { query: `tx.hash='${hash}'` });
    expect(found.result?.total_count).toBe('1');
  });

  it('refuses a transaction whose signature does not verify, and unknown methods', async () => {
    const sent = await call('broadcast_tx_sync', { tx: signedTx(true) });
    expect(sent.error?.message).toMatch(/does not verify/);
    expect((await call('eth_chainId', {})).error?.message).toMatch(/does not answer eth_chainId/);
  });
});
