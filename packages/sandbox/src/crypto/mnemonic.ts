import type { MnemonicLanguage } from '@docs/platform-api';
import { randomBytes } from '@noble/hashes/utils';
import * as bip39 from '@scure/bip39';
import { wordlist as czech } from '@scure/bip39/wordlists/czech';
import { wordlist as english } from '@scure/bip39/wordlists/english';
import { wordlist as french } from '@scure/bip39/wordlists/french';
import { wordlist as italian } from '@scure/bip39/wordlists/italian';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese';
import { wordlist as korean } from '@scure/bip39/wordlists/korean';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese';
import { CryptoInputError } from './errors';

/** The BIP-39 word list behind each mnemonic language the platform names. */
const WORDLISTS: Record<MnemonicLanguage, string[]> = {
  MNEMONIC_LANGUAGE_ENGLISH: english,
  MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE: simplifiedChinese,
  MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE: traditionalChinese,
  MNEMONIC_LANGUAGE_CZECH: czech,
  MNEMONIC_LANGUAGE_FRENCH: french,
  MNEMONIC_LANGUAGE_ITALIAN: italian,
  MNEMONIC_LANGUAGE_JAPANESE: japanese,
  MNEMONIC_LANGUAGE_KOREAN: korean,
  MNEMONIC_LANGUAGE_SPANISH: spanish,
};

export type MnemonicLength = 12 | 15 | 18 | 21 | 24;
export const MNEMONIC_LENGTHS: readonly MnemonicLength[] = [12, 15, 18, 21, 24];

function wordlistFor(language: MnemonicLanguage): string[] {
  const list = Object.hasOwn(WORDLISTS, language) ? WORDLISTS[language] : undefined;
  if (!list) {
    throw new CryptoInputError(
      `Unknown mnemonic language ${String(language)}; expected one of ${Object.keys(WORDLISTS).join(', ')}`,
    );
  }
  return list;
}

/**
 * A new BIP-39 mnemonic of `words` words (Japanese words are separated by U+3000). `random` supplies the entropy (the sandbox's
 * `--seed` passes a deterministic source); by default it comes from the platform's CSPRNG.
 */
export function generateMnemonic(
  words: MnemonicLength,
  language: MnemonicLanguage,
  random: (bytes: number) => Uint8Array = randomBytes,
): string {
  if (!MNEMONIC_LENGTHS.includes(words)) {
    throw new CryptoInputError(
      `A mnemonic has 12, 15, 18, 21 or 24 words; received ${String(words)}`,
    );
  }
  const wordlist = wordlistFor(language);
  const entropyBytes = (words / 3) * 4; // 11 bits a word, one checksum bit per 32 entropy bits
  const entropy = random(entropyBytes);
  if (!(entropy instanceof Uint8Array) || entropy.length !== entropyBytes) {
    throw new CryptoInputError(`The random source must return ${entropyBytes} bytes`);
  }
  // Composed (NFC) text, as people read it; validation and seeds use NFKD either way (BIP-39).
  return bip39.entropyToMnemonic(entropy, wordlist).normalize('NFC');
}

/** Whether `mnemonic` is a well-formed BIP-39 phrase (words and checksum) in `language`. */
export function validateMnemonic(mnemonic: string, language: MnemonicLanguage): boolean {
  if (typeof mnemonic !== 'string') return false;
  return bip39.validateMnemonic(mnemonic, wordlistFor(language));
}

/** The language whose word list `mnemonic` is a valid phrase of, if any. */
export function mnemonicLanguage(mnemonic: string): MnemonicLanguage | undefined {
  if (typeof mnemonic !== 'string') return undefined;
  return (Object.keys(WORDLISTS) as MnemonicLanguage[]).find((language) =>
    bip39.validateMnemonic(mnemonic, WORDLISTS[language]),
  );
}

/** The BIP-39 seed (64 bytes) of a phrase, computed synchronously. */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  if (typeof mnemonic !== 'string' || mnemonic.trim() === '') {
    throw new CryptoInputError('The mnemonic is empty');
  }
  if (typeof passphrase !== 'string') throw new CryptoInputError('The passphrase must be a string');
  return bip39.mnemonicToSeedSync(mnemonic, passphrase);
}
