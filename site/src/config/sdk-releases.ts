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
    release: '1.5.2',
    checked: '2026-11-27',
  },
  cli: { label: 'CLI', source: 'tkhq/tkcli', release: 'v1.1.5', checked: '2026-11-25' },
  ruby: { label: 'Ruby SDK', source: 'tkhq/ruby-sdk', release: 'v0.0.18', checked: '2026-11-25' },
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
  swift: {
    label: 'Swift SDK',
    source: 'tkhq/swift-sdk',
    release: 'v4.0.0',
    checked: '2026-11-25',
  },
};
