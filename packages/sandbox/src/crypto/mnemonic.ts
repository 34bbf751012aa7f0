import type { MnemonicLanguage } from '@docs/platform-api';
import { randomBytes } from '@noble/hashes/utils';
import * as bip39 from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english';
import { CryptoInputError } from './errors';

type OtherLanguage = Exclude<MnemonicLanguage, 'MNEMONIC_LANGUAGE_ENGLISH'>;

/**
 * The BIP-39 word lists other than English, loaded on first use: together they are most of the
 * sandbox's bytes in a browser (226 KB of 240 KB of @scure/bip39), and the sandbox only creates
 * English phrases; the others are for importing and exporting.
 */
const OTHER_WORDLISTS: Record<OtherLanguage, () => Promise<{ wordlist: string[] }>> = {
  MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE: () => import('@scure/bip39/wordlists/simplified-chinese'),
  MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE: () => import('@scure/bip39/wordlists/traditional-chinese'),
  MNEMONIC_LANGUAGE_CZECH: () => import('@scure/bip39/wordlists/czech'),
  MNEMONIC_LANGUAGE_FRENCH: () => import('@scure/bip39/wordlists/french'),
  MNEMONIC_LANGUAGE_ITALIAN: () => import('@scure/bip39/wordlists/italian'),
  MNEMONIC_LANGUAGE_JAPANESE: () => import('@scure/bip39/wordlists/japanese'),
  MNEMONIC_LANGUAGE_KOREAN: () => import('@scure/bip39/wordlists/korean'),
  MNEMONIC_LANGUAGE_SPANISH: () => import('@scure/bip39/wordlists/spanish'),
};

const LANGUAGES = [
  'MNEMONIC_LANGUAGE_ENGLISH',
  ...Object.keys(OTHER_WORDLISTS),
] as MnemonicLanguage[];

/** The BIP-39 word list behind a mnemonic language the platform names. */
async function wordlistFor(language: MnemonicLanguage): Promise<string[]> {
  if (language === 'MNEMONIC_LANGUAGE_ENGLISH') return english;
  const load = Object.hasOwn(OTHER_WORDLISTS, language) ? OTHER_WORDLISTS[language] : undefined;
  if (!load) {
    throw new CryptoInputError(
      `Unknown mnemonic language ${String(language)}; expected one of ${LANGUAGES.join(', ')}`,
    );
  }
  return (await load()).wordlist;
}

export type MnemonicLength = 12 | 15 | 18 | 21 | 24;
export const MNEMONIC_LENGTHS: readonly MnemonicLength[] = [12, 15, 18, 21, 24];

/**
 * A new BIP-39 mnemonic of `words` words (Japanese words are separated by U+3000). `random` supplies the entropy (the sandbox's
 * `--seed` passes a deterministic source); by default it comes from the platform's CSPRNG.
 */
export async function generateMnemonic(
  words: MnemonicLength,
  language: MnemonicLanguage,
  random: (bytes: number) => Uint8Array = randomBytes,
): Promise<string> {
  if (!MNEMONIC_LENGTHS.includes(words)) {
    throw new CryptoInputError(
      `A mnemonic has 12, 15, 18, 21 or 24 words; received ${String(words)}`,
    );
  }
  const wordlist = await wordlistFor(language);
  const entropyBytes = (words / 3) * 4; // 11 bits a word, one checksum bit per 32 entropy bits
  const entropy = random(entropyBytes);
  if (!(entropy instanceof Uint8Array) || entropy.length !== entropyBytes) {
    throw new CryptoInputError(`The random source must return ${entropyBytes} bytes`);
  }
  // Composed (NFC) text, as people read it; validation and seeds use NFKD either way (BIP-39).
  return bip39.entropyToMnemonic(entropy, wordlist).normalize('NFC');
}

/** Whether `mnemonic` is a well-formed BIP-39 phrase (words and checksum) in `language`. */
export async function validateMnemonic(
  mnemonic: string,
  language: MnemonicLanguage,
): Promise<boolean> {
  if (typeof mnemonic !== 'string') return false;
  return bip39.validateMnemonic(mnemonic, await wordlistFor(language));
}

/** The language whose word list `mnemonic` is a valid phrase of, if any. */
export async function mnemonicLanguage(mnemonic: string): Promise<MnemonicLanguage | undefined> {
  if (typeof mnemonic !== 'string') return undefined;
  for (const language of LANGUAGES) {
    if (bip39.validateMnemonic(mnemonic, await wordlistFor(language))) return language;
  }
  return undefined;
}

/**
 * The BIP-39 seed (64 bytes) of a phrase: PBKDF2-HMAC-SHA512, 2048 rounds, over the NFKD forms of
 * the phrase and of "mnemonic" + passphrase. WebCrypto runs it natively, about ten times faster
 * than a JavaScript PBKDF2 here, and it was most of create_wallet's time.
 */
export async function mnemonicToSeed(mnemonic: string, passphrase = ''): Promise<Uint8Array> {
  if (typeof mnemonic !== 'string' || mnemonic.trim() === '') {
    throw new CryptoInputError('The mnemonic is empty');
  }
  if (typeof passphrase !== 'string') throw new CryptoInputError('The passphrase must be a string');
  const phrase = mnemonic.normalize('NFKD');
  const words = phrase.split(' ').length;
  if (!(MNEMONIC_LENGTHS as readonly number[]).includes(words)) {
    throw new CryptoInputError(`A mnemonic has 12, 15, 18, 21 or 24 words, not ${words}`);
  }
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(phrase), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-512',
      salt: encoder.encode(`mnemonic${passphrase}`.normalize('NFKD')),
      iterations: 2048,
    },
    key,
    512,
  );
  return new Uint8Array(bits);
}
