/**
 * The counts the docs state about the API, computed from the model: `<ApiCount of="queries" />`
 * in MDX becomes the number at build time, so no page types one by hand.
 */
import type { ApiModel } from '@docs/platform-api/model';

export const COUNT_NAMES = [
  'operations',
  'queries',
  'submissions',
  'tags',
  'activityTypes',
  'olderVersions',
] as const;

export type CountName = (typeof COUNT_NAMES)[number];

export function isCountName(value: string): value is CountName {
  return (COUNT_NAMES as readonly string[]).includes(value);
}

/** Every count by name: `olderVersions` counts older request types over all submissions. */
export function apiCounts(model: ApiModel): Record<CountName, number> {
  const activityType = model.schemas.ActivityType;
  if (!activityType?.enum) throw new Error('api-facts: the model has no ActivityType enum.');
  const queries = model.operations.filter((operation) => operation.kind === 'query').length;
  return {
    operations: model.operations.length,
    queries,
    submissions: model.operations.length - queries,
    tags: model.tags.filter((tag) => tag.operations.length > 0).length,
    activityTypes: activityType.enum.length,
    olderVersions: model.operations.reduce(
      (sum, operation) => sum + (operation.olderVersions?.length ?? 0),
      0,
    ),
  };
}

const COUNT_ELEMENT = /<ApiCount\s+of="([^"]*)"\s*\/>/g;

/**
 * `<ApiCount of="…" />` in raw Markdown text → the number, for readers of the source that do
 * not run the remark step (the changelog feed). An unknown name fails with `file`.
 */
export function fillApiCounts(source: string, counts: Record<CountName, number>, file: string) {
  return source.replace(COUNT_ELEMENT, (_element, of: string) => {
    if (!isCountName(of)) {
      throw new Error(
        `api-facts: ${file}: <ApiCount of="${of}">: expected one of ${COUNT_NAMES.join(', ')}.`,
      );
    }
    return String(counts[of]);
  });
}
