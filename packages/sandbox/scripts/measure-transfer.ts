/**
 * Time of the cryptography behind export and import: an export bundle (HPKE seal of a 12-word
 * phrase and the signer's signature), an import bundle (a signature), and opening a client's
 * encrypted bundle. `npx tsx packages/sandbox/scripts/measure-transfer.ts [n]`
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import {
  exportBundle,
  hpkeSeal,
  importBundle,
  openEncryptedBundle,
  p256KeyPair,
} from '../src/crypto/transfer-crypto';

const n = Number(process.argv[2] ?? 500);
const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));
const target = p256KeyPair(random);
const secret = new TextEncoder().encode(`${'abandon '.repeat(11)}about`);
const sealed = hpkeSeal(secret, target.publicKey, random);
const encryptedBundle = JSON.stringify({
  encappedPublic: bytesToHex(sealed.encappedPublic),
  ciphertext: bytesToHex(sealed.ciphertext),
});

function measure(label: string, run: () => unknown) {
  for (let index = 0; index < 20; index += 1) run();
  const samples: number[] = [];
  for (let index = 0; index < n; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => (samples[Math.floor(share * (n - 1))] ?? 0).toFixed(2);
  console.log(`${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${n} runs)`);
}

measure('export bundle (seal + sign)', () =>
  exportBundle(secret, bytesToHex(target.publicKey), 'organization', random),
);
measure('import bundle (sign)', () => importBundle(target.publicKey, 'organization', 'user'));
measure('open encrypted bundle', () => openEncryptedBundle(encryptedBundle, target.privateKey));
