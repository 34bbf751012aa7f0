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
  swift: {
    label: 'Swift SDK',
    source: 'tkhq/swift-sdk',
    release: 'v4.0.0',
    checked: '2026-11-25',
  },
};
