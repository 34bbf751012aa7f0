/**
 * Release names as the SDKs publish them: an npm version (`8.2.1`), a tag (`v2.0.0`,
 * `v2026.2.1`) or a prefixed tag (`turnkey_client-v0.14.0`). A release is its prefix (everything
 * before the first digit) and its numbers; pre-releases (`-rc.1`, `-beta`) never count as newest.
 */
export interface ParsedRelease {
  prefix: string;
  numbers: number[];
}

const RELEASE = /^(\D*)(\d+(?:\.\d+)*)$/;

/** The parts of a final release name, or null for a pre-release or a name with no version. */
export function parseRelease(name: string): ParsedRelease | null {
  const match = RELEASE.exec(name);
  if (!match) return null;
  return { prefix: match[1] ?? '', numbers: (match[2] ?? '').split('.').map(Number) };
}

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The newest of `candidates` that shares `like`'s prefix (so `turnkey_client-v…` tags are not
 * compared with another crate's), or undefined when none does.
 */
export function newestLike(like: string, candidates: Iterable<string>): string | undefined {
  const wanted = parseRelease(like);
  if (!wanted) throw new Error(`${JSON.stringify(like)} is not a release name`);
  let best: { name: string; numbers: number[] } | undefined;
  for (const name of candidates) {
    const parsed = parseRelease(name);
    if (!parsed || parsed.prefix !== wanted.prefix) continue;
    if (!best || compareNumbers(parsed.numbers, best.numbers) > 0) {
      best = { name, numbers: parsed.numbers };
    }
  }
  return best?.name;
}

/** `version` written the way `like` names releases: `0.0.19` like `v0.0.18` is `v0.0.19`. */
export function asReleaseLike(like: string, version: string): string {
  const wanted = parseRelease(like);
  const parsed = parseRelease(version);
  if (!wanted || !parsed) throw new Error(`cannot compare ${like} with ${version}`);
  return `${wanted.prefix}${parsed.numbers.join('.')}`;
}

/**
 * The newest published release of an npm package: the newer of the registry's `latest` and the
 * newest `<package>@<version>` tag recorded from the platform's repository. A package whose newer
 * releases exist only as repository tags (the React Native wallet kit's 2.x line) is compared with
 * the tag, so a page cannot stay on the registry's older release without a `heldBack` reason.
 */
export function newestPublished(
  release: string,
  registryLatest: string,
  recordedTag: string | undefined,
): string | undefined {
  return recordedTag === undefined
    ? registryLatest
    : newestLike(release, [registryLatest, recordedTag]);
}
