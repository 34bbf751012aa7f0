import { AddressFormatSchema, type AddressFormat } from '@docs/platform-api';
import { Keypair } from '@solana/web3.js';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORMAT_SUPPORT,
  UnsupportedAddressFormatError,
  addressFor,
  curveForAddressFormat,
  deriveKey,
  isAddressFormatSupported,
  mnemonicToSeed,
  type Curve,
} from '..';
import { checksumEthereumAddress } from '../ethereum-address';
import { ABANDON_ABOUT, hex, toHexString } from './fixtures';

const seed = await mnemonicToSeed(ABANDON_ABOUT);
const key = (curve: Curve, path: string) => deriveKey(seed, curve, path).publicKey;
const secp = (path: string) => key('CURVE_SECP256K1', path);

/**
 * [format, path, address, source] for the BIP-39 test phrase without a passphrase. Where the
 * source says "repeated in public wallet test suites", the exact value was found in several
 * independent public repositories' tests for this phrase; the path and the prefixes come
 * from the BIP named and Bitcoin Core's chain parameters.
 */
const VECTORS: [AddressFormat, string, string, string][] = [
  [
    'ADDRESS_FORMAT_ETHEREUM',
    "m/44'/60'/0'/0/0",
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    'ethereum-optimism/optimism packages/optimism-provider/test/common.ts (etherbase)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
    "m/84'/0'/0'/0/0",
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    'BIP-84 test vectors, first receiving address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
    "m/84'/0'/0'/0/1",
    'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    'BIP-84 test vectors, second receiving address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
    "m/84'/0'/0'/1/0",
    'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el',
    'BIP-84 test vectors, first change address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
    "m/86'/0'/0'/0/0",
    'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    'BIP-86 test vectors, first receiving address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
    "m/86'/0'/0'/0/1",
    'bc1p4qhjn9zdvkux4e44uhx8tc55attvtyu358kutcqkudyccelu0was9fqzwh',
    'BIP-86 test vectors, second receiving address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
    "m/86'/0'/0'/1/0",
    'bc1p3qkhfews2uk44qtvauqyr2ttdsw7svhkl9nkm9s9c3x4ax5h60wqwruhk7',
    'BIP-86 test vectors, first change address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH',
    "m/49'/1'/0'/0/0",
    '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    'BIP-49 test vectors (testnet), first receiving address',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH',
    "m/49'/1'/0'/0/0",
    '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    'BIP-49 test vectors; signet uses the testnet script-hash prefix (Bitcoin Core chainparams)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH',
    "m/49'/1'/0'/0/0",
    '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    'BIP-49 test vectors; regtest uses the testnet script-hash prefix (Bitcoin Core chainparams)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH',
    "m/49'/0'/0'/0/0",
    '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf',
    'the BIP-49 key path on mainnet (prefix 0x05); value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH',
    "m/44'/0'/0'/0/0",
    '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA',
    'BIP-44 path for BTC; value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH',
    "m/44'/1'/0'/0/0",
    'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV',
    'BIP-44 path for testnet; value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH',
    "m/44'/1'/0'/0/0",
    'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV',
    'testnet vector; signet shares the prefix (Bitcoin Core chainparams)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH',
    "m/44'/1'/0'/0/0",
    'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV',
    'testnet vector; regtest shares the prefix (Bitcoin Core chainparams)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
    "m/84'/1'/0'/0/0",
    'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    'BIP-84 path for testnet; value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH',
    "m/84'/1'/0'/0/0",
    'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    'testnet vector; signet shares the tb prefix (BIP-325 / Bitcoin Core chainparams)',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH',
    "m/84'/1'/0'/0/0",
    'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
    'BIP-84 path on regtest (bcrt prefix); value repeated in public regtest test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR',
    "m/86'/1'/0'/0/0",
    'tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj',
    'BIP-86 path for testnet; value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR',
    "m/86'/1'/0'/0/0",
    'tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj',
    'testnet vector; signet shares the tb prefix',
  ],
  [
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR',
    "m/86'/1'/0'/0/0",
    'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg',
    'BIP-86 path on regtest; value repeated in public regtest test suites',
  ],
  [
    'ADDRESS_FORMAT_COSMOS',
    "m/44'/118'/0'/0/0",
    'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4',
    'the Cosmos Hub address of the phrase; value repeated in public wallet test suites',
  ],
  [
    'ADDRESS_FORMAT_SEI',
    "m/44'/118'/0'/0/0",
    'sei19rl4cm2hmr8afy4kldpxz3fka4jguq0a3vute5',
    "the Cosmos key under the platform's sei prefix; value repeated in public wallet test suites",
  ],
  [
    'ADDRESS_FORMAT_DOGE_MAINNET',
    "m/44'/3'/0'/0/0",
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC',
    "Ledger Live's first Dogecoin receive address for the phrase, as public test suites quote it",
  ],
  [
    'ADDRESS_FORMAT_XRP',
    "m/44'/144'/0'/0/0",
    'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
    "xrpl.js Wallet.fromMnemonic for the phrase (Ripple's Xpring SDK published it)",
  ],
  [
    'ADDRESS_FORMAT_XRP',
    "m/44'/144'/0'/0/1",
    'r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17',
    'xrpl.js Wallet.fromMnemonic for the phrase, second address',
  ],
  [
    'ADDRESS_FORMAT_TRON',
    "m/44'/195'/0'/0/0",
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    'key published in hyperlane-xyz/hyperlane-monorepo typescript/tron-sdk/src/testing/constants.ts',
  ],
];

/** [format, curve, mnemonic, path, address, source] for vectors published for other phrases. */
const HAMSTER =
  'hamster citizen citizen response rival want climb comfort bulk exist skill receive shrimp meat lumber';

const OTHER_VECTORS: [AddressFormat, Curve, string, string, string, string][] = [
  [
    'ADDRESS_FORMAT_DOGE_MAINNET',
    'CURVE_SECP256K1',
    HAMSTER,
    "m/44'/3'/0'/0/0",
    'DPiwFnkrUPGfQ2Uk9jsAVJMuN3RV9t8CMz',
    'ayrat555/cryptopunk test/cryptopunk/crypto/dogecoin_test.exs, mainnet',
  ],
  [
    'ADDRESS_FORMAT_DOGE_TESTNET',
    'CURVE_SECP256K1',
    HAMSTER,
    "m/44'/1'/0'/0/0",
    'nhA8G4Ds2nam712vnLiXitLAyLhLHhL9M6',
    'ayrat555/cryptopunk test/cryptopunk/crypto/dogecoin_test.exs, testnet',
  ],
  [
    'ADDRESS_FORMAT_XLM',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/148'/0'",
    'GB3JDWCQJCWMJ3IILWIGDTQJJC5567PGVEVXSCVPEQOTDN64VJBDQBYX',
    'SEP-0005 test vectors, the abandon … about phrase, account 0',
  ],
  [
    'ADDRESS_FORMAT_XLM',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/148'/1'",
    'GDVSYYTUAJ3ACHTPQNSTQBDQ4LDHQCMNY4FCEQH5TJUMSSLWQSTG42MV',
    'SEP-0005 test vectors, the abandon … about phrase, account 1',
  ],
  [
    'ADDRESS_FORMAT_SUI',
    'CURVE_ED25519',
    'film crazy soon outside stand loop subway crumble thrive popular green nuclear struggle pistol arm wife phrase warfare march wheat nephew ask sunny firm',
    "m/44'/784'/0'/0'/0'",
    '0xa2d14fad60c56049ecf75246a481934691214ce413e6a8ae2fe6834c173a6133',
    'MystenLabs/sui crates/sui/src/unit_tests/keytool_tests.rs, repeated in the TypeScript SDK ed25519 keypair tests',
  ],
  [
    'ADDRESS_FORMAT_SUI',
    'CURVE_ED25519',
    'require decline left thought grid priority false tiny gasp angle royal system attack beef setup reward aunt skill wasp tray vital bounce inflict level',
    "m/44'/784'/0'/0'/0'",
    '0x1ada6e6f3f3e4055096f606c746690f1108fcc2ca479055cc434a3e1d3f758aa',
    'the same Sui test cases, second phrase',
  ],
  [
    'ADDRESS_FORMAT_APTOS',
    'CURVE_ED25519',
    'shoot island position soft burden budget tooth cruel issue economy destroy above',
    "m/44'/637'/0'/0'/0'",
    '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30',
    'aptos-labs/aptos-core ecosystem/typescript/sdk/src/aptos_account.test.ts',
  ],
  [
    'ADDRESS_FORMAT_TON_V3R2',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/607'/0'/0'/0'",
    'UQC4_unJ-jlbLt-3UO46cvKkyYI2-5LT9ZI3OpAvda2MpioL',
    '@ton/ton 16.3.0 WalletContractV3R2.create({ workchain: 0, publicKey }), address.toString({ bounceable: false, urlSafe: true }); ton-address.test.ts compares random keys live',
  ],
  [
    'ADDRESS_FORMAT_TON_V4R2',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/607'/0'/0'/0'",
    'UQDxAUFadQXDd3EXGa3TLF_EF66gMc9h3_aZ0j0zXNoIYUCc',
    '@ton/ton 16.3.0 WalletContractV4.create({ workchain: 0, publicKey }), address.toString({ bounceable: false, urlSafe: true }); ton-address.test.ts compares random keys live',
  ],
  [
    'ADDRESS_FORMAT_TON_V4R2',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/607'/1'/0'/0'",
    'UQA8R_Q1gL2Fk8VBy74c4LisEm2YWJLJwPdxVwuUsuQ4XYLB',
    '@ton/ton 16.3.0 WalletContractV4.create({ workchain: 0, publicKey }), address.toString({ bounceable: false, urlSafe: true }); ton-address.test.ts compares random keys live',
  ],
  [
    'ADDRESS_FORMAT_TON_V5R1',
    'CURVE_ED25519',
    ABANDON_ABOUT,
    "m/44'/607'/0'/0'/0'",
    'UQDirP22rbgIZLzppawr2lJt42Xf3P9uJJtnbK-CnlqgiQFL',
    '@ton/ton 16.3.0 WalletContractV5R1.create({ workchain: 0, publicKey }), address.toString({ bounceable: false, urlSafe: true }); ton-address.test.ts compares random keys live',
  ],
  [
    'ADDRESS_FORMAT_SPARK_MAINNET',
    'CURVE_SECP256K1',
    ABANDON_ABOUT,
    "m/8797555'/0'/0'",
    'spark1pgssy6vty7krpze82ecm8j39gd35v35aqjjmhftc4culawsavkyh564uc6zmqs',
    "@buildonspark/spark-sdk 0.8.8 encodeSparkAddress({ identityPublicKey, network: 'MAINNET' }), run outside this repository",
  ],
  [
    'ADDRESS_FORMAT_SPARK_REGTEST',
    'CURVE_SECP256K1',
    ABANDON_ABOUT,
    "m/8797555'/0'/0'",
    'sparkrt1pgssy6vty7krpze82ecm8j39gd35v35aqjjmhftc4culawsavkyh564u2uv8v0',
    "@buildonspark/spark-sdk 0.8.8 encodeSparkAddress({ identityPublicKey, network: 'REGTEST' }), run outside this repository",
  ],
];

describe('addressFor: published vectors of the BIP-39 test phrase', () => {
  it.each(VECTORS)('%s at %s is %s (%s)', async (format, path, address) => {
    expect(await addressFor(format, secp(path))).toBe(address);
  });

  it.each(OTHER_VECTORS)(
    '%s (%s) of "%s" at %s is %s (%s)',
    async (format, curve, mnemonic, path, address) => {
      const { publicKey } = deriveKey(await mnemonicToSeed(mnemonic), curve, path);
      expect(await addressFor(format, publicKey)).toBe(address);
    },
  );

  it('gives the XRP vector public key (xrpl.js Wallet.fromMnemonic)', async () => {
    expect(await addressFor('ADDRESS_FORMAT_COMPRESSED', secp("m/44'/144'/0'/0/0"))).toBe(
      '031d68bc1a142e6766b2bdfb006ccfe135ef2e0e2e94abb5cf5c9ab6104776fbae',
    );
  });

  // Phantom's and Solflare's path; the address is checked against @solana/web3.js as well.
  it("gives the phrase's Solana address at m/44'/501'/0'/0'", async () => {
    const { privateKey, publicKey } = deriveKey(seed, 'CURVE_ED25519', "m/44'/501'/0'/0'");
    const address = await addressFor('ADDRESS_FORMAT_SOLANA', publicKey);
    expect(address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(Keypair.fromSeed(privateKey).publicKey.toBase58()).toBe(address);
  });

  it('agrees with viem on the Ethereum address and the uncompressed key', async () => {
    const { privateKey, publicKey } = deriveKey(seed, 'CURVE_SECP256K1', "m/44'/60'/0'/0/7");
    const account = privateKeyToAccount(`0x${toHexString(privateKey)}`);
    expect(await addressFor('ADDRESS_FORMAT_ETHEREUM', publicKey)).toBe(account.address);
    expect(`0x${await addressFor('ADDRESS_FORMAT_UNCOMPRESSED', publicKey)}`).toBe(
      account.publicKey,
    );
    expect(await addressFor('ADDRESS_FORMAT_COMPRESSED', publicKey)).toBe(toHexString(publicKey));
  });

  it('writes the raw encodings from a key given in either SEC1 form, and ed25519 keys as they are', async () => {
    const compressed = secp("m/44'/60'/0'/0/0");
    const uncompressed = hex(await addressFor('ADDRESS_FORMAT_UNCOMPRESSED', compressed));
    expect(uncompressed).toHaveLength(65);
    expect(await addressFor('ADDRESS_FORMAT_COMPRESSED', uncompressed)).toBe(
      toHexString(compressed),
    );
    expect(await addressFor('ADDRESS_FORMAT_UNCOMPRESSED', uncompressed)).toBe(
      toHexString(uncompressed),
    );
    const edKey = key('CURVE_ED25519', "m/44'/501'/0'/0'");
    expect(await addressFor('ADDRESS_FORMAT_COMPRESSED', edKey)).toBe(toHexString(edKey));
    expect(await addressFor('ADDRESS_FORMAT_UNCOMPRESSED', edKey)).toBe(toHexString(edKey));
  });

  // EIP-55, "Test Cases" (all caps, all lower, mixed).
  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  ])('checksums %s as EIP-55 does', (address) => {
    expect(checksumEthereumAddress(address.slice(2).toLowerCase())).toBe(address);
  });
});

describe('the support table', () => {
  it('covers every address format the platform names', () => {
    expect(Object.keys(ADDRESS_FORMAT_SUPPORT).sort()).toEqual(
      [...AddressFormatSchema.options].sort(),
    );
  });

  it('has a vector in this file for every faithful chain format', () => {
    const tested = new Set([
      ...VECTORS.map(([format]) => format),
      ...OTHER_VECTORS.map(([format]) => format),
      'ADDRESS_FORMAT_SOLANA',
    ]);
    const faithful = AddressFormatSchema.options.filter(
      (format) => isAddressFormatSupported(format) && curveForAddressFormat(format) !== undefined,
    );
    expect(faithful.filter((format) => !tested.has(format))).toEqual([]);
  });

  const missing = AddressFormatSchema.options.filter((format) => !isAddressFormatSupported(format));
  it.each(missing)('%s throws UnsupportedAddressFormatError with its reason', async (format) => {
    const error: unknown = await addressFor(format, secp("m/44'/60'/0'/0/0")).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnsupportedAddressFormatError);
    expect((error as Error).message).toContain(ADDRESS_FORMAT_SUPPORT[format].reason ?? '?');
  });
});

describe('addressFor input checks', () => {
  const solanaKey = key('CURVE_ED25519', "m/44'/501'/0'/0'");
  it('refuses a key of the wrong curve or size', async () => {
    await expect(addressFor('ADDRESS_FORMAT_ETHEREUM', solanaKey)).rejects.toThrow(
      'ADDRESS_FORMAT_ETHEREUM needs a CURVE_SECP256K1 public key of 33 or 65 bytes; received 32 bytes',
    );
    await expect(addressFor('ADDRESS_FORMAT_SOLANA', secp("m/44'/60'/0'/0/0"))).rejects.toThrow(
      'ADDRESS_FORMAT_SOLANA needs a CURVE_ED25519 public key of 32 bytes; received 33 bytes',
    );
  });

  it('refuses bytes that are not a point and a format it does not know', async () => {
    await expect(addressFor('ADDRESS_FORMAT_COSMOS', new Uint8Array(33).fill(9))).rejects.toThrow(
      'Not a secp256k1 public key',
    );
    // @ts-expect-error not a format the platform names
    await expect(addressFor('ADDRESS_FORMAT_NOPE', solanaKey)).rejects.toThrow(
      'Unknown address format ADDRESS_FORMAT_NOPE',
    );
  });
});

/**
 * The Spark SDK's address encoder (@buildonspark/spark-sdk 0.8.8, encodeSparkAddress, run
 * outside this repository; the package is too heavy to be a devDependency) for the compressed
 * public keys of the private keys 1, 2 and 3 and of BIP-32 test vector 1's master key.
 */
const SPARK_SDK_VECTORS: [string, string, string][] = [
  [
    '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    'spark1pgssy7d7vel0nh9m4326qc54e6rskpczn07dktww9rv4nu5ptvt0s9uc489gg2',
    'sparkrt1pgssy7d7vel0nh9m4326qc54e6rskpczn07dktww9rv4nu5ptvt0s9uc8pt5y4',
  ],
  [
    '02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5',
    'spark1pgss93sy072yrmtad5cy2srwjhq8ekzuw78yhr808jn6htqfh9w8p8h9mfwlv9',
    'sparkrt1pgss93sy072yrmtad5cy2srwjhq8ekzuw78yhr808jn6htqfh9w8p8h9f0qrq6',
  ],
  [
    '02f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9',
    'spark1pgss97fs3gqeykxrzpyngnu9lzw4y2d4x8yytqm0nxcgvq03zw7wqdhetyuj2v',
    'sparkrt1pgss97fs3gqeykxrzpyngnu9lzw4y2d4x8yytqm0nxcgvq03zw7wqdheezjwxn',
  ],
  [
    '0339a36013301597daef41fbe593a02cc513d0b55527ec2df1050e2e8ff49c85c2',
    'spark1pgssxwdrvqfnq9vhmth5r7l9jwsze3gn6z642flv9hcs2r3w3l6fepwzflhshu',
    'sparkrt1pgssxwdrvqfnq9vhmth5r7l9jwsze3gn6z642flv9hcs2r3w3l6fepwzmeevmr',
  ],
];

describe('Spark identity addresses', () => {
  it.each(SPARK_SDK_VECTORS)('of %s are the Spark SDK’s', async (key, mainnet, regtest) => {
    expect(await addressFor('ADDRESS_FORMAT_SPARK_MAINNET', hex(key))).toBe(mainnet);
    expect(await addressFor('ADDRESS_FORMAT_SPARK_REGTEST', hex(key))).toBe(regtest);
  });

  it('encode the compressed key when given the uncompressed one', async () => {
    const [key, mainnet] = SPARK_SDK_VECTORS[0] ?? ['', ''];
    const uncompressed = await addressFor('ADDRESS_FORMAT_UNCOMPRESSED', hex(key));
    expect(await addressFor('ADDRESS_FORMAT_SPARK_MAINNET', hex(uncompressed))).toBe(mainnet);
  });

  it('refuse an ed25519 key', async () => {
    await expect(
      addressFor('ADDRESS_FORMAT_SPARK_MAINNET', key('CURVE_ED25519', "m/44'/501'/0'/0'")),
    ).rejects.toThrow('ADDRESS_FORMAT_SPARK_MAINNET needs a CURVE_SECP256K1 public key');
  });
});
