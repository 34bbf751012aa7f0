/**
 * The release each SDK page was checked against, one entry per SDK, read by the
 * `<CheckedAgainst sdk="…" />` element (plugins/api-facts). Bumping a release here changes every
 * page that names it; re-check the page's claims against the new release when you do.
 */
export interface SdkRelease {
  /** How readers know the SDK: "Go SDK". */
  label: string;
  /** The public repository, `owner/name`, or the npm package. */
  source: string;
  /** The tag or version the page's facts were read at: "v2.1.0". */
  release: string;
  /** When they were read, YYYY-MM-DD. */
  checked: string;
  /**
   * Set only when the page documents an older release on purpose: why. `npm run check:pins`
   * fails when `release` is not the newest published release and this is absent.
   */
  heldBack?: string;
  /**
   * For a repository that publishes releases without tagging them: the file at the default
   * branch's head that holds the version, and a pattern whose first group is the version.
   */
  versionFile?: { path: string; pattern: string };
}

export const SDK_RELEASES: Readonly<Record<string, SdkRelease>> = {
  core: {
    label: 'core SDK',
    source: '@turnkey/core',
    release: '2.8.1',
    checked: '2026-11-27',
  },
  'react-wallet-kit': {
    label: 'React wallet kit',
    source: '@turnkey/react-wallet-kit',
    release: '2.4.3',
    checked: '2026-11-27',
  },
  'react-native-wallet-kit': {
    label: 'React Native wallet kit',
    source: '@turnkey/react-native-wallet-kit',
    // 2.x is only tagged in tkhq/sdk; check:pins reads it from scripts/pins/repository-releases.json.
    release: '2.2.2',
    checked: '2026-11-28',
  },
  'sdk-server': {
    label: 'server SDK',
    source: '@turnkey/sdk-server',
    release: '8.2.1',
    checked: '2026-11-22',
  },
  http: { label: 'HTTP client', source: '@turnkey/http', release: '6.6.0', checked: '2026-11-22' },
  'api-key-stamper': {
    label: 'API key stamper',
    source: '@turnkey/api-key-stamper',
    release: '0.6.17',
    checked: '2026-11-22',
  },
  'iframe-stamper': {
    label: 'iframe stamper',
    source: '@turnkey/iframe-stamper',
    release: '2.11.1',
    checked: '2026-11-28',
  },
  'wallet-stamper': {
    label: 'wallet stamper',
    source: '@turnkey/wallet-stamper',
    release: '1.1.27',
    checked: '2026-11-28',
  },
  'webauthn-stamper': {
    label: 'WebAuthn stamper',
    source: '@turnkey/webauthn-stamper',
    release: '0.6.0',
    checked: '2026-11-28',
  },
  viem: {
    label: 'viem integration',
    source: '@turnkey/viem',
    release: '0.14.37',
    checked: '2026-11-28',
  },
  ethers: {
    label: 'ethers integration',
    source: '@turnkey/ethers',
    release: '1.3.29',
    checked: '2026-11-28',
    heldBack:
      'The registry this project installs from has 1.3.29 as its newest; 1.3.30 to 1.3.35 only move the SDK dependencies (their changelogs), and the examples are type-checked against the installed release.',
  },
  solana: {
    label: 'Solana integration',
    source: '@turnkey/solana',
    release: '1.1.37',
    checked: '2026-11-28',
  },
  cosmjs: {
    label: 'CosmJS integration',
    source: '@turnkey/cosmjs',
    release: '0.8.2',
    checked: '2026-11-28',
    heldBack:
      'The registry this project installs from has only 0.8.2, so the examples are type-checked against it; the page says what changes from 0.8.34 on.',
  },
  'eip-1193-provider': {
    label: 'EIP-1193 provider',
    source: '@turnkey/eip-1193-provider',
    release: '3.0.3',
    checked: '2026-11-28',
    heldBack:
      'The registry this project installs from has only 3.0.3, so the examples are type-checked against it; the page compares it with the 3.4.x line, read from its repository.',
  },
  cli: { label: 'CLI', source: 'tkhq/tkcli', release: 'v1.1.5', checked: '2026-11-25' },
  ruby: {
    label: 'Ruby SDK',
    source: 'tkhq/ruby-sdk',
    release: 'v0.0.19',
    checked: '2026-11-28',
    versionFile: {
      path: 'turnkey_client/lib/turnkey_client/version.rb',
      pattern: "VERSION = '([0-9.]+)'",
    },
  },
  flutter: {
    label: 'Flutter SDK',
    source: 'tkhq/dart-sdk',
    release: 'v2026.2.1',
    checked: '2026-11-25',
  },
  go: { label: 'Go SDK', source: 'tkhq/go-sdk', release: 'v2.0.0', checked: '2026-11-25' },
  rust: {
    label: 'Rust SDK',
    source: 'tkhq/rust-sdk',
    release: 'turnkey_client-v0.14.0',
    checked: '2026-11-25',
  },
  kotlin: {
    label: 'Kotlin SDK',
    source: 'tkhq/kotlin-sdk',
    release: 'v2026.1.0',
    checked: '2026-11-28',
  },
  python: {
    label: 'Python SDK',
    source: 'tkhq/python-sdk',
    release: 'v2026.3.2',
    checked: '2026-11-28',
  },
  swift: {
    label: 'Swift SDK',
    source: 'tkhq/swift-sdk',
    release: 'v4.0.0',
    checked: '2026-11-25',
  },
};
