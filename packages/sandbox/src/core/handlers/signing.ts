/**
 * Signing: raw payloads and transactions. `signWith` names a wallet account (its address or id;
 * the key is derived from the wallet's stored seed) or a private key (its id or one of its
 * addresses). Signing writes nothing but the activity itself.
 */
import {
  SignRawPayloadIntentV2Schema,
  SignRawPayloadsIntentSchema,
  SignTransactionIntentV2Schema,
} from '@docs/platform-api';
import type { SignRawPayloadIntentV2 } from '@docs/platform-api';
import { hexToBytes } from '@docs/platform-api/bytes';
import {
  deriveKey,
  signEthereumTransaction,
  signRawPayload as signPayload,
  signBitcoinPsbt,
  signSolanaTransaction,
  signTronTransaction,
  signTempoTransaction,
  p256Keys,
  type Curve,
  type RawSignature,
} from '../../crypto';
import type { ReadTransaction } from '../../storage/types';
import { invalid, notFound, SandboxError } from '../errors';
import { faithful, simplified, submission, type HandlerContext } from '../contract';
import { asInvalid } from '../records/addresses';
import { accountsAt } from '../records/account-lookup';

interface SigningKey {
  curve: Curve | 'CURVE_P256';
  privateKey: Uint8Array;
  /**
   * Set when `signWith` is an address whose chain signs Schnorr: plain BIP-340 for a Spark
   * identity address, by the BIP-341 tweaked key for a Bitcoin P2TR address.
   */
  scheme?: 'BIP340' | 'BIP341';
}

const SPARK_FORMATS = new Set(['ADDRESS_FORMAT_SPARK_MAINNET', 'ADDRESS_FORMAT_SPARK_REGTEST']);

/** The raw-payload scheme an address format asks for, if not ECDSA. */
function schemeOf(format: string): Pick<SigningKey, 'scheme'> {
  if (SPARK_FORMATS.has(format)) return { scheme: 'BIP340' };
  if (/^ADDRESS_FORMAT_BITCOIN_\w+_P2TR$/.test(format)) return { scheme: 'BIP341' };
  return {};
}

/** The private key `signWith` names in the organization: by id, then by one of its addresses. */
async function privateKeyNamed(tx: ReadTransaction, organizationId: string, signWith: string) {
  const byId = await tx.get('privateKey', signWith);
  if (byId?.organizationId === organizationId) return byId;
  const keys = await tx.list('privateKey', { organizationId });
  return keys.find((key) => key.addresses.some((address) => address.address === signWith));
}

/** Finds the account or private key `signWith` names in the caller's organization. */
export async function signingKey(context: HandlerContext, signWith: string): Promise<SigningKey> {
  const organizationId = context.organizationId;
  const found = await context.storage.read(async (tx) => {
    const byAddress = await accountsAt(tx, signWith);
    const account =
      byAddress.find((candidate) => candidate.organizationId === organizationId) ??
      (await tx.get('walletAccount', signWith));
    if (account?.organizationId === organizationId) {
      const wallet = await tx.get('wallet', account.walletId);
      return wallet ? { account, seed: wallet.seed } : undefined;
    }
    const key = await privateKeyNamed(tx, organizationId, signWith);
    return key ? { key, account: undefined } : undefined;
  });
  if (!found) {
    throw notFound(
      `signWith: no wallet account or private key ${signWith} in organization ${organizationId}`,
      'SIGN_WITH_NOT_FOUND',
    );
  }
  if (!found.account) {
    const named = found.key.addresses.find((address) => address.address === signWith);
    return {
      curve: found.key.curve as SigningKey['curve'],
      privateKey: hexToBytes(found.key.privateKey),
      ...(named ? schemeOf(named.format) : {}),
    };
  }
  const curve = found.account.curve as SigningKey['curve'];
  return {
    curve,
    privateKey: await derivedKey(found.seed, curve, found.account.path),
    ...schemeOf(found.account.addressFormat),
  };
}

/**
 * Derived private keys by seed, curve and path. Derivation is a pure function of the three and
 * costs more than the signature itself (BIP-32 in pure JS, about 1.4 ms of the server's CPU per
 * sign_raw_payload, `npm run bench:sandbox -- --cpu-prof`); the account lookup above still runs
 * on every call, so a deleted account is never signed with. Bounded: the oldest entry goes first.
 */
const DERIVED_KEYS_MAX = 1024;
const derivedKeys = new Map<string, Uint8Array>();

async function derivedKey(
  seed: string,
  curve: SigningKey['curve'],
  path: string,
): Promise<Uint8Array> {
  const cacheKey = `${seed}|${curve}|${path}`;
  const cached = derivedKeys.get(cacheKey);
  if (cached) return cached;
  const { privateKey } =
    curve === 'CURVE_P256'
      ? (await p256Keys()).deriveP256Key(hexToBytes(seed), path)
      : deriveKey(hexToBytes(seed), curve, path);
  if (derivedKeys.size >= DERIVED_KEYS_MAX) {
    const oldest = derivedKeys.keys().next();
    if (!oldest.done) derivedKeys.delete(oldest.value);
  }
  derivedKeys.set(cacheKey, privateKey);
  return privateKey;
}

type Signer = (payload: string, path: string) => RawSignature;

/** Signs payloads with `key`; P-256 code is loaded only when a P-256 key signs. */
async function signerFor(
  key: SigningKey,
  parameters: Pick<SignRawPayloadIntentV2, 'encoding' | 'hashFunction'>,
): Promise<Signer> {
  const { encoding, hashFunction } = parameters;
  const { curve, privateKey, scheme } = key;
  let signOne: (payload: string) => RawSignature;
  if (curve === 'CURVE_P256') {
    const { signP256RawPayload } = await p256Keys();
    signOne = (payload) => signP256RawPayload(privateKey, payload, encoding, hashFunction);
  } else {
    signOne = (payload) =>
      signPayload({
        curve,
        privateKey,
        payload,
        encoding,
        hashFunction,
        ...(scheme && { scheme }),
      });
  }
  return (payload, path) => {
    try {
      return signOne(payload);
    } catch (error) {
      throw asInvalid(error, path);
    }
  };
}

const RAW_FIDELITY = faithful;

export const signRawPayload = submission(
  SignRawPayloadIntentV2Schema,
  RAW_FIDELITY,
  async (context, parameters) => {
    const sign = await signerFor(await signingKey(context, parameters.signWith), parameters);
    return { result: sign(parameters.payload, 'payload') };
  },
);

export const signRawPayloads = submission(
  SignRawPayloadsIntentSchema,
  RAW_FIDELITY,
  async (context, parameters) => {
    const sign = await signerFor(await signingKey(context, parameters.signWith), parameters);
    return {
      result: {
        signatures: parameters.payloads.map((payload, index) =>
          sign(payload, `payloads[${index}]`),
        ),
      },
    };
  },
);

export const signTransaction = submission(
  SignTransactionIntentV2Schema,
  simplified(
    'Ethereum (legacy and EIP-1559), Solana, Bitcoin PSBTs, Tron and Tempo (the sender’s secp256k1 signature; a transaction a fee payer already signed is refused). Policies read the transaction as eth.tx, solana.tx, bitcoin.tx, tron.tx or tempo.tx (one that does not decode matches no policy). Tron raw_data is signed whether or not it decodes; a Solana program loaded from an address lookup table and a PSBT input in wrapped SegWit are signed where the platform refuses them.',
  ),
  async (context, parameters) => {
    const key = await signingKey(context, parameters.signWith);
    const signers = {
      TRANSACTION_TYPE_ETHEREUM: { curve: 'CURVE_SECP256K1', sign: signEthereumTransaction },
      TRANSACTION_TYPE_SOLANA: { curve: 'CURVE_ED25519', sign: signSolanaTransaction },
      TRANSACTION_TYPE_BITCOIN: { curve: 'CURVE_SECP256K1', sign: signBitcoinPsbt },
      TRANSACTION_TYPE_TRON: { curve: 'CURVE_SECP256K1', sign: signTronTransaction },
      TRANSACTION_TYPE_TEMPO: { curve: 'CURVE_SECP256K1', sign: signTempoTransaction },
    } as const;
    const signer = signers[parameters.type as keyof typeof signers] as
      (typeof signers)[keyof typeof signers] | undefined;
    if (!signer) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'TRANSACTION_TYPE_UNSUPPORTED',
        `type: ${parameters.type} is not implemented in the sandbox`,
      );
    }
    if (key.curve !== signer.curve) {
      throw invalid(
        `signWith: ${parameters.type} needs a ${signer.curve} key, ${parameters.signWith} is ${key.curve}`,
      );
    }
    try {
      return {
        result: {
          signedTransaction: await signer.sign(key.privateKey, parameters.unsignedTransaction),
        },
      };
    } catch (error) {
      throw asInvalid(error, 'unsignedTransaction');
    }
  },
);
