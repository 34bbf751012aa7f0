/**
 * A stand-in CometBFT RPC endpoint (0.37) for the CosmJS examples: it answers the status, account
 * and simulation queries `SigningStargateClient` makes before sending, accepts a broadcast only if
 * its signature verifies against the signer's public key over the SignDoc, and reports it
 * included. Nothing is executed: the sandbox's signature is what the example proves.
 */
import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { AuthInfo, SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { jsonRpcServer, listenOnLoopback } from './json-rpc';

const CHAIN_ID = 'examples-cosmos-1';
const ACCOUNT_NUMBER = 7n;
const HEIGHT = '2';
const GAS_USED = 80_000n;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const base64 = (data: Uint8Array) => Buffer.from(data).toString('base64');

const STATUS = {
  node_info: {
    protocol_version: { p2p: '8', block: '11', app: '0' },
    id: 'a3f1'.repeat(10),
    listen_addr: 'tcp://0.0.0.0:26656',
    network: CHAIN_ID,
    version: '0.37.15',
    channels: '40202122233038606100',
    moniker: 'examples',
    other: { tx_index: 'on', rpc_address: 'tcp://0.0.0.0:26657' },
  },
  sync_info: {
    latest_block_hash: 'b4c2'.repeat(16),
    latest_app_hash: 'c5d3'.repeat(16),
    latest_block_height: HEIGHT,
    latest_block_time: '2026-01-01T00:00:00.000000000Z',
    catching_up: false,
  },
  validator_info: {
    address: 'd6e4'.repeat(10),
    pub_key: { type: 'tendermint/PubKeyEd25519', value: base64(new Uint8Array(32).fill(1)) },
    voting_power: '0',
  },
};

function abci(value: Uint8Array) {
  return {
    response: { code: 0, log: '', info: '', index: '0', value: base64(value), height: HEIGHT },
  };
}

function query(path: string, data: Uint8Array) {
  switch (path) {
    case '/cosmos.auth.v1beta1.Query/Account': {
      const { address } = QueryAccountRequest.decode(data);
      const account = BaseAccount.fromPartial({ address, accountNumber: ACCOUNT_NUMBER });
      return abci(
        QueryAccountResponse.encode({
          account: {
            typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
            value: BaseAccount.encode(account).finish(),
          },
        }).finish(),
      );
    }
    case '/cosmos.tx.v1beta1.Service/Simulate':
      return abci(
        SimulateResponse.encode(
          SimulateResponse.fromPartial({ gasInfo: { gasUsed: GAS_USED, gasWanted: GAS_USED } }),
        ).finish(),
      );
    default:
      throw new Error(`the examples' Cosmos stand-in does not answer the query ${path}`);
  }
}

/** Throws unless the transaction's one signature verifies for its signer over the SignDoc. */
function checkSignature(raw: TxRaw): void {
  const authInfo = AuthInfo.decode(raw.authInfoBytes);
  const signerKey = authInfo.signerInfos[0]?.publicKey;
  const signature = raw.signatures[0];
  if (!signerKey || !signature || raw.signatures.length !== 1) {
    throw new Error('the transaction must carry one signer and one signature');
  }
  const publicKey = PubKey.decode(signerKey.value).key;
  const signDoc = SignDoc.encode({
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    chainId: CHAIN_ID,
    accountNumber: ACCOUNT_NUMBER,
  }).finish();
  if (!secp256k1.verify(signature, sha256(signDoc), publicKey)) {
    throw new Error('the transaction signature does not verify against the signer public key');
  }
}

export interface CosmosRpc {
  url: string;
  close(): Promise<void>;
}

export async function startCosmosRpc(): Promise<CosmosRpc> {
  const sent = new Map<string, string>();

  function answer(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'status':
        return STATUS;
      case 'abci_query':
        return query(String(params.path), Buffer.from(String(params.data ?? ''), 'hex'));
      case 'broadcast_tx_sync': {
        const tx = Buffer.from(String(params.tx), 'base64');
        checkSignature(TxRaw.decode(tx));
        const hash = sha256(tx).toString('hex').toUpperCase();
        sent.set(hash, base64(tx));
        return { code: 0, data: '', log: '', codespace: '', hash };
      }
      case 'tx_search': {
        const hash = /tx\.hash='([0-9A-F]+)'/.exec(String(params.query))?.[1] ?? '';
        const tx = sent.get(hash);
        const txs = tx
          ? [
              {
                hash,
                height: HEIGHT,
                index: 0,
                tx,
                tx_result: {
                  code: 0,
                  data: '',
                  log: '',
                  gas_wanted: String(GAS_USED),
                  gas_used: String(GAS_USED),
                  events: [],
                },
              },
            ]
          : [];
        return { txs, total_count: String(txs.length) };
      }
      default:
        throw new Error(`the examples' Cosmos stand-in does not answer ${method}`);
    }
  }

  return listenOnLoopback(
    jsonRpcServer<Record<string, unknown>>({
      answer,
      noParams: {},
      errorCode: -32603,
      messageAsData: true,
    }),
  );
}
