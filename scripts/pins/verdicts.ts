/**
 * What `npm run check:pins` concludes for each SDK page's release: in step with the newest
 * published release, held back on purpose (with the reason), or drifted (a failure).
 */
import type { SdkRelease } from '@docs/site/config/sdk-releases';
import { compareNumbers, parseRelease } from './versions';

export type PinVerdict =
  | { kind: 'current'; sdk: string; release: string }
  | { kind: 'held-back'; sdk: string; release: string; newest: string; reason: string }
  | { kind: 'drifted'; sdk: string; release: string; newest: string }
  | { kind: 'unknown'; sdk: string; release: string; problem: string };

export function verdictFor(sdk: string, entry: SdkRelease, newest: string | undefined): PinVerdict {
  const { release } = entry;
  if (newest === undefined) {
    return {
      kind: 'unknown',
      sdk,
      release,
      problem: `no newest release known for ${entry.source}`,
    };
  }
  const documented = parseRelease(release);
  const published = parseRelease(newest);
  if (!documented || !published || documented.prefix !== published.prefix) {
    return {
      kind: 'unknown',
      sdk,
      release,
      problem: `cannot compare ${release} with the newest release ${newest}`,
    };
  }
  const order = compareNumbers(documented.numbers, published.numbers);
  if (order > 0) {
    return {
      kind: 'unknown',
      sdk,
      release,
      problem: `${release} is newer than the newest published release ${newest}: is the release name a typo?`,
    };
  }
  if (order === 0) return { kind: 'current', sdk, release };
  return entry.heldBack
    ? { kind: 'held-back', sdk, release, newest, reason: entry.heldBack }
    : { kind: 'drifted', sdk, release, newest };
}

/** One line per verdict, for the check's output. */
export function describeVerdict(verdict: PinVerdict): string {
  switch (verdict.kind) {
    case 'current':
      return `${verdict.sdk}: ${verdict.release} is the newest release`;
    case 'held-back':
      return `${verdict.sdk}: documents ${verdict.release}, newest is ${verdict.newest}; held back: ${verdict.reason}`;
    case 'drifted':
      return `${verdict.sdk}: documents ${verdict.release}, but ${verdict.newest} is published. Re-check the page against ${verdict.newest} and update config/sdk-releases.ts, or record why it stays (heldBack).`;
    case 'unknown':
      return `${verdict.sdk}: ${verdict.problem}`;
  }
}
