import { MnemonicLanguageSchema } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { mnemonicToSeedSync } from '@scure/bip39';
import { CryptoInputError, generateMnemonic, mnemonicToSeed, validateMnemonic } from '..';
import { ABANDON_ABOUT, toHexString } from './fixtures';

const zeros = (length: number) => new Uint8Array(length);

describe('generateMnemonic', () => {
  // BIP-39 reference vectors (trezor/python-mnemonic vectors.json, English): zero entropy.
  it('turns 16 zero bytes into the BIP-39 vector phrase', async () => {
    expect(await generateMnemonic(12, 'MNEMONIC_LANGUAGE_ENGLISH', zeros)).toBe(ABANDON_ABOUT);
  });

  it('turns 32 zero bytes into the 24-word BIP-39 vector phrase', async () => {
    expect(await generateMnemonic(24, 'MNEMONIC_LANGUAGE_ENGLISH', zeros)).toBe(
      `${'abandon '.repeat(23)}art`,
    );
  });

  // BIP-39 Japanese vectors (bip32JP/bip39 test_JP_BIP39.json): zero entropy, joined with U+3000.
  it('joins Japanese words with the ideographic space', async () => {
    expect(await generateMnemonic(12, 'MNEMONIC_LANGUAGE_JAPANESE', zeros)).toBe(
      `${'あいこくしん\u3000'.repeat(11)}あおぞら`,
    );
  });

  it.each([12, 15, 18, 21, 24] as const)('asks for the entropy %i words need', async (words) => {
    const asked: number[] = [];
    const phrase = await generateMnemonic(words, 'MNEMONIC_LANGUAGE_ENGLISH', (bytes) => {
      asked.push(bytes);
      return zeros(bytes);
    });
    expect(asked).toEqual([(words / 3) * 4]);
    expect(phrase.split(' ')).toHaveLength(words);
  });

  // First words of the BIP-39 word lists (bitcoin/bips bip-0039/*.txt).
  const FIRST_WORD: Record<string, string> = {
    MNEMONIC_LANGUAGE_ENGLISH: 'abandon',
    MNEMONIC_LANGUAGE_SPANISH: 'ábaco',
    MNEMONIC_LANGUAGE_FRENCH: 'abaisser',
    MNEMONIC_LANGUAGE_ITALIAN: 'abaco',
    MNEMONIC_LANGUAGE_CZECH: 'abdikace',
    MNEMONIC_LANGUAGE_JAPANESE: 'あいこくしん',
    MNEMONIC_LANGUAGE_KOREAN: '가격',
    MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE: '的',
    MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE: '的',
  };

  it.each(MnemonicLanguageSchema.options)(
    'writes %s phrases that validate in that language',
    async (language) => {
      expect(await generateMnemonic(12, language, zeros)).toMatch(
        new RegExp(`^${FIRST_WORD[language] ?? '?'}`),
      );
      const phrase = await generateMnemonic(24, language);
      expect(await validateMnemonic(phrase, language)).toBe(true);
      if (language !== 'MNEMONIC_LANGUAGE_ENGLISH') {
        expect(await validateMnemonic(phrase, 'MNEMONIC_LANGUAGE_ENGLISH')).toBe(false);
      }
    },
  );

  it('tells simplified from traditional Chinese', async () => {
    const entropy = () => new Uint8Array(16).fill(0x7f);
    const simplified = await generateMnemonic(12, 'MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE', entropy);
    const traditional = await generateMnemonic(
      12,
      'MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE',
      entropy,
    );
    expect(simplified).not.toBe(traditional);
  });

  it('rejects a length, a language or a random source it cannot use', async () => {
    // @ts-expect-error 13 is not a mnemonic length
    await expect(generateMnemonic(13, 'MNEMONIC_LANGUAGE_ENGLISH')).rejects.toThrow(
      'A mnemonic has 12, 15, 18, 21 or 24 words; received 13',
    );
    await expect(
      // @ts-expect-error not a language the platform names
      generateMnemonic(12, 'MNEMONIC_LANGUAGE_PORTUGUESE'),
    ).rejects.toThrow(CryptoInputError);
    await expect(generateMnemonic(12, 'MNEMONIC_LANGUAGE_ENGLISH', () => zeros(3))).rejects.toThrow(
      'The random source must return 16 bytes',
    );
  });
});

describe('validateMnemonic', () => {
  it('accepts the vector phrase and rejects a bad checksum, an unknown word and garbage', async () => {
    expect(await validateMnemonic(ABANDON_ABOUT, 'MNEMONIC_LANGUAGE_ENGLISH')).toBe(true);
    expect(
      await validateMnemonic('abandon '.repeat(11) + 'abandon', 'MNEMONIC_LANGUAGE_ENGLISH'),
    ).toBe(false);
    expect(
      await validateMnemonic(ABANDON_ABOUT.replace('about', 'aboutt'), 'MNEMONIC_LANGUAGE_ENGLISH'),
    ).toBe(false);
    expect(await validateMnemonic('', 'MNEMONIC_LANGUAGE_ENGLISH')).toBe(false);
  });
});

describe('mnemonicToSeed', () => {
  // BIP-39 reference vectors (trezor/python-mnemonic vectors.json): passphrase "TREZOR".
  it('matches the BIP-39 vector seed', async () => {
    expect(toHexString(await mnemonicToSeed(ABANDON_ABOUT, 'TREZOR'))).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
  });

  it('refuses an empty phrase and a phrase of the wrong length', async () => {
    await expect(mnemonicToSeed('  ')).rejects.toThrow('The mnemonic is empty');
    await expect(mnemonicToSeed('abandon about')).rejects.toThrow(/not 2/);
  });

  it('equals the JavaScript PBKDF2 of @scure/bip39, NFKD and passphrases included', async () => {
    const japanese = await generateMnemonic(12, 'MNEMONIC_LANGUAGE_JAPANESE', (length) =>
      new Uint8Array(length).fill(7),
    );
    for (const [phrase, passphrase] of [
      [ABANDON_ABOUT, ''],
      [ABANDON_ABOUT, 'TREZOR'],
      [japanese, 'パスフレーズ'],
      [japanese.normalize('NFC'), 'ﾊﾟｽ'],
    ] as const) {
      expect(toHexString(await mnemonicToSeed(phrase, passphrase))).toBe(
        toHexString(mnemonicToSeedSync(phrase, passphrase)),
      );
    }
  });
});
