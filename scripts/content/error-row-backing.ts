/**
 * Which scenario backs each outcome-naming row of an errors / troubleshooting table (decision
 * record 0175), and whether what the scenarios observed is what the row says. Pure: the runner
 * (scripts/check-examples.ts) runs the scenarios, `npm run check:content` checks the bindings.
 */
import type { ErrorRow } from './error-rows';

/** A row named by its page (path under site/docs) and text its first cell contains. */
export interface RowRef {
  doc: string;
  row: string;
}

export interface BoundScenario {
  name: string;
  rows: readonly RowRef[];
}

/** A row no scenario backs yet, and why (scripts/examples/scenarios/backlog.ts). */
export interface BacklogEntry extends RowRef {
  why: string;
}

export interface PageRows {
  /** Path under site/docs, e.g. `documentation/api-overview/errors.mdx`. */
  doc: string;
  rows: readonly ErrorRow[];
}

export interface Problem {
  where: string;
  message: string;
}

const matches = (ref: RowRef, doc: string, row: ErrorRow) =>
  ref.doc === doc && row.key.includes(ref.row);

export interface Binding {
  doc: string;
  row: ErrorRow;
  scenarios: string[];
}

/**
 * Binds rows to scenarios: a row naming an outcome needs a scenario or a backlog entry (not
 * both), and every reference must name a row that exists.
 */
export function bindRows(
  pages: readonly PageRows[],
  scenarios: readonly BoundScenario[],
  backlog: readonly BacklogEntry[],
): { bindings: Binding[]; backlogged: number; problems: Problem[] } {
  const bindings: Binding[] = [];
  const problems: Problem[] = [];
  const used = new Set<RowRef>();
  let backlogged = 0;
  for (const { doc, rows } of pages) {
    for (const row of rows) {
      const where = `site/docs/${doc}:${row.line}`;
      const backing = scenarios.filter((s) => s.rows.some((ref) => matches(ref, doc, row)));
      for (const s of scenarios)
        for (const ref of s.rows) if (matches(ref, doc, row)) used.add(ref);
      const waiting = backlog.filter((entry) => matches(entry, doc, row));
      for (const entry of waiting) used.add(entry);
      if (backing.length > 0 && waiting.length > 0) {
        problems.push({
          where,
          message: `scenario ${backing.map((s) => s.name).join(', ')} backs this row: remove it from scripts/examples/scenarios/backlog.ts`,
        });
      } else if (backing.length === 0 && waiting.length === 0) {
        problems.push({
          where,
          message: `this ${row.heading} row names ${row.claims.join(', ')} but no scenario runs it: add one in scripts/examples/scenarios/ (decision record 0175)`,
        });
      }
      if (waiting.length > 0) backlogged += 1;
      if (backing.length > 0) bindings.push({ doc, row, scenarios: backing.map((s) => s.name) });
    }
  }
  const refs = [
    ...scenarios.flatMap((s) => s.rows.map((ref) => ({ ref, owner: `scenario ${s.name}` }))),
    ...backlog.map((ref) => ({ ref, owner: 'scripts/examples/scenarios/backlog.ts' })),
  ];
  for (const { ref, owner } of refs) {
    if (!used.has(ref)) {
      problems.push({
        where: `site/docs/${ref.doc}`,
        message: `${owner} names a row starting "${ref.row}" that is not in an errors or troubleshooting table naming an outcome`,
      });
    }
  }
  return { bindings, backlogged, problems };
}

/** The outcomes a row names that none of its scenarios observed. */
export function unobserved(
  binding: Binding,
  observed: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const seen = new Set(binding.scenarios.flatMap((name) => [...(observed.get(name) ?? [])]));
  return binding.row.claims.filter((claim) => !seen.has(claim));
}
