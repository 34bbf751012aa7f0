import { privateKeyToAccount } from 'viem/accounts';
import { addressFor, deriveKey, mnemonicToSeed } from '..';
import { ABANDON_ABOUT, toHexString } from './fixtures';

/** The BIP-39 test phrase's first Ethereum and Solana accounts, and viem's local account. */
export const seed = await mnemonicToSeed(ABANDON_ABOUT);
export const eth = deriveKey(seed, 'CURVE_SECP256K1', "m/44'/60'/0'/0/0");
export const sol = deriveKey(seed, 'CURVE_ED25519', "m/44'/501'/0'/0'");
export const ethAddress = await addressFor('ADDRESS_FORMAT_ETHEREUM', eth.publicKey);
export const solAddress = await addressFor('ADDRESS_FORMAT_SOLANA', sol.publicKey);
/** An independent signer over the same key. */
export const localAccount = privateKeyToAccount(`0x${toHexString(eth.privateKey)}`);

/** Whether WebCrypto's Ed25519 (an implementation independent of @noble) accepts a signature. */
export async function webCryptoVerifies(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new Uint8Array(message));
}
