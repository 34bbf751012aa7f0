/**
 * What export, import and the encrypted credential bundles need: HPKE (with @noble/ciphers) and
 * the signed enclave bundles. One module so the core can load it on first use (`transferCrypto()`
 * in index.ts); a sandbox that never exports or logs in by bundle never loads it.
 */
export { compressedP256, hpkeOpen, hpkeSeal, p256KeyPair, p256PublicKey } from './hpke';
export {
  exportBundle,
  importBundle,
  openEncryptedBundle,
  sandboxSignerPublicKey,
} from './enclave-bundles';
