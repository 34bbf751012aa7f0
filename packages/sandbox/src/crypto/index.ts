/**
 * The sandbox's cryptography: pure functions over bytes and strings, no storage, no I/O and
 * no Node built-ins, so the same code runs in Node and in a browser worker. Handlers call
 * these; `CryptoInputError` (and its subclass `UnsupportedAddressFormatError`) marks input
 * the caller must answer with the platform's invalid-argument error.
 */
export type { Curve, KeyPair } from './derive';
export { deriveKey } from './derive';
export {
  generateMnemonic,
  mnemonicLanguage,
  validateMnemonic,
  mnemonicToSeed,
  MNEMONIC_LENGTHS,
} from './mnemonic';
export type { MnemonicLength } from './mnemonic';
export { addressFor, curveForAddressFormat, isAddressFormatSupported } from './addresses';
export { ADDRESS_FORMAT_SUPPORT } from './support';
export type { AddressFormatSupport } from './support';
export { signRawPayload } from './sign-raw';
export { checksumEthereumAddress } from './ethereum-address';
export type { RawSignature, SignRawPayloadInput } from './sign-raw';
export { CryptoInputError, UnsupportedAddressFormatError } from './errors';
export { signEthereumTransaction } from './ethereum-transaction';
export { signSolanaTransaction } from './solana-transaction';
/** TRANSACTION_TYPE_BITCOIN (bitcoin-psbt.ts), loaded on first use with @scure/btc-signer. */
export async function signBitcoinPsbt(
  privateKey: Uint8Array,
  unsignedTransaction: string,
): Promise<string> {
  const { signBitcoinPsbt: sign } = await import('./bitcoin-psbt');
  return sign(privateKey, unsignedTransaction);
}
export { signTronTransaction } from './tron-transaction';
export { signTempoTransaction } from './tempo-transaction';
export { generateKeyPair, keyPairFromPrivateKey } from './keys';
export { isPointOf } from './api-key-points';
export type { P256KeyPair, Sealed } from './hpke';
const loadTransferCrypto = () => import('./transfer-crypto');
const loadP256Keys = () => import('./p256-keys');
/** P-256 private keys (p256-keys.ts), loaded on first use. */
export type P256Keys = Awaited<ReturnType<typeof loadP256Keys>>;
export const p256Keys = (): Promise<P256Keys> => loadP256Keys();
/** HPKE and the signed enclave bundles (transfer-crypto.ts), loaded on first use with @noble/ciphers. */
export type TransferCrypto = Awaited<ReturnType<typeof loadTransferCrypto>>;
export const transferCrypto = (): Promise<TransferCrypto> => loadTransferCrypto();
