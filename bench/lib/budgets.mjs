// The performance budgets of the site, each checked against the baseline measured in the same
// run (a bare classic-preset site with one doc page of the same Markdown).
export const KB = 1024;
export const BUDGETS = {
  /** A docs page's first-load JS may exceed the baseline's by this much, gzipped. */
  firstLoadJsOverBaselineGzip: 10 * KB,
  /** `/api` may score this much lower than the baseline (mobile performance). */
  apiPerformanceBelowBaseline: 5,
  /** Accessibility, best practices and SEO on every measured page. */
  otherCategories: 100,
  apiHtmlRaw: 1.5 * 1024 * KB,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * `rows`: one per site ('site' | 'baseline'), page and preset, with `firstLoad.jsGzip`, the
 * median scores and `htmlRaw`. Returns `{ name, status: 'PASS' | 'FAIL' | 'SKIP', detail }[]`.
 */
export function evaluateBudgets({ rows, baselinePage, withBaseline, apiPage = '/api' }) {
  const results = [];
  const add = (name, ok, detail) =>
    results.push({ name, status: ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL', detail });
  const siteRows = rows.filter((row) => row.site === 'site');
  const pages = [...new Set(siteRows.map((row) => row.page))];
  const docsPages = pages.filter((page) => page !== apiPage);
  const baselineOf = (preset) =>
    rows.find(
      (row) => row.site === 'baseline' && row.page === baselinePage && row.preset === preset,
    );
  const baselineAny = rows.find((row) => row.site === 'baseline');
  const siteRow = (page, preset) =>
    siteRows.find((row) => row.page === page && (preset === undefined || row.preset === preset));

  // First-load JS of docs pages.
  for (const page of docsPages) {
    const name = `first-load JS of ${page} ≤ baseline + ${kb(BUDGETS.firstLoadJsOverBaselineGzip)} gzipped`;
    const ours = siteRow(page).firstLoad.jsGzip;
    if (!withBaseline || !baselineAny) add(name, null, `${kb(ours)} (no baseline)`);
    else {
      const limit = baselineAny.firstLoad.jsGzip + BUDGETS.firstLoadJsOverBaselineGzip;
      add(
        name,
        ours <= limit,
        `${kb(ours)} vs limit ${kb(limit)} (baseline ${kb(baselineAny.firstLoad.jsGzip)}; ` +
          `${ours <= baselineAny.firstLoad.jsGzip ? 'below' : 'above'} it by ` +
          `${kb(Math.abs(ours - baselineAny.firstLoad.jsGzip))})`,
      );
    }
  }

  // Mobile performance.
  const mobileBaseline = baselineOf('mobile');
  for (const page of pages) {
    const row = siteRow(page, 'mobile');
    if (!row) continue;
    const slack = page === apiPage ? BUDGETS.apiPerformanceBelowBaseline : 0;
    const name = `mobile performance of ${page} ≥ baseline${slack ? ` − ${slack}` : ''}`;
    if (!withBaseline || mobileBaseline?.performance == null || row.performance == null)
      add(
        name,
        null,
        `${row.performance ?? 'n/a'} (baseline ${mobileBaseline?.performance ?? 'n/a'})`,
      );
    else
      add(
        name,
        row.performance >= mobileBaseline.performance - slack,
        `${row.performance} vs baseline ${mobileBaseline.performance}`,
      );
  }

  // Accessibility, best practices, SEO.
  for (const row of siteRows) {
    const scores = {
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      SEO: row.seo,
    };
    const missing = Object.values(scores).some((score) => score == null);
    const low = Object.entries(scores).filter(
      ([, score]) => score != null && score < BUDGETS.otherCategories,
    );
    add(
      `accessibility, best practices, SEO = 100 on ${row.page} (${row.preset})`,
      missing ? null : low.length === 0,
      missing
        ? 'not measured (the runs failed)'
        : low.length
          ? `${low.map(([category, score]) => `${category} ${score}`).join(', ')}` +
            (row.failedAudits.length ? `; failed audits: ${row.failedAudits.join(', ')}` : '')
          : 'all 100',
    );
  }

  // /api HTML.
  const api = siteRow(apiPage);
  const apiName = `${apiPage} HTML ≤ ${kb(BUDGETS.apiHtmlRaw)}`;
  if (!api) add(apiName, null, `${apiPage} not measured in this run`);
  else
    add(
      apiName,
      api.htmlRaw <= BUDGETS.apiHtmlRaw,
      `${kb(api.htmlRaw)} raw, ${kb(api.htmlGzip)} gzipped`,
    );
  return results;
}
