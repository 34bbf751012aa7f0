import { buildApiModel } from '@docs/platform-api/model';
import { expect, test } from '@playwright/test';
import { builtIndexEngine } from './built-index';

/**
 * Every operation of the API reference is findable in the site's search by the three things a
 * developer has in hand: its name (from an SDK call or a log line), its activity type (from a
 * policy condition or an activity record) and its title (from the reference's navigation).
 * Ranks count hits, not pages: the operation's own record must be near the top, not just
 * some section of /api.
 */

const operations = buildApiModel().operations;

/** The 1-based rank of the hit that links to `/api#name`, or 0 when it is not in the first 50. */
async function rankOfOperation(
  engine: Awaited<ReturnType<typeof builtIndexEngine>>,
  query: string,
  name: string,
): Promise<number> {
  const { hits } = await engine.search({ query, hitsPerPage: 50 });
  return hits.findIndex((hit) => new URL(hit.url).hash === `#${name}`) + 1;
}

const cases = [
  { by: 'name', query: (op: (typeof operations)[number]) => op.name, within: 1 },
  { by: 'activity type', query: (op: (typeof operations)[number]) => op.activityType, within: 1 },
  { by: 'title', query: (op: (typeof operations)[number]) => op.summary, within: 10 },
] as const;

for (const { by, query, within } of cases) {
  test(`every operation is found by its ${by} (rank ≤ ${within})`, async ({ request, baseURL }) => {
    const engine = await builtIndexEngine(request, baseURL);
    const misses: string[] = [];
    let asked = 0;
    for (const operation of operations) {
      const text = query(operation);
      if (!text) continue;
      asked += 1;
      const rank = await rankOfOperation(engine, text, operation.name);
      if (rank < 1 || rank > within)
        misses.push(`"${text}" → #${operation.name}: rank ${rank || 'none'}`);
    }
    expect(asked).toBeGreaterThan(0);
    expect(misses, `${misses.length} of ${asked} missed:\n${misses.join('\n')}`).toEqual([]);
  });
}
