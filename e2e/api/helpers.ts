import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isNarrow } from '../support/viewports';
import { waitForHydration } from '../support/site';

export const API_PATH = '/api';

/** The article of one operation (its heading's id is the operation name). */
export function operation(page: Page, name: string): Locator {
  return page.locator(`article[data-operation="${name}"]`);
}

/** Fields named `name` of the schema trees in `scope`, as `<details>` (branches and links). */
export function branch(scope: Locator, name: string): Locator {
  const label = scope
    .page()
    .locator(':scope > summary > code', { hasText: new RegExp(`^${name}$`) });
  return scope.locator('details').filter({ has: label });
}

/** The operations navigation; on narrow screens its list sits behind a toggle, opened here. */
export async function operationsNav(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'API operations' });
  if (isNarrow(page)) {
    const toggle = nav.getByRole('button', { name: 'Browse by tag' });
    if (await toggle.isVisible()) await toggle.click();
  }
  return nav;
}

/**
 * Opens /api and waits for hydration. The page carries every operation, so hydrating it takes
 * longer than a doc page on a busy 2-core machine: the wait is longer than the default.
 */
export async function openApiPage(page: Page, hash = ''): Promise<void> {
  await page.goto(`${API_PATH}${hash}`);
  await waitForHydration(page, 45_000);
}

export interface DocumentOperation {
  name: string;
  summary: string;
  /** Field names of the request body and, for submissions, of its parameters. */
  requestFields: string[];
}

type Schema = { $ref?: string; properties?: Record<string, Schema> };

/** The operations of the served OpenAPI document: the oracle for what the page must show. */
export async function documentOperations(request: APIRequestContext): Promise<DocumentOperation[]> {
  const response = await request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as {
    paths: Record<
      string,
      {
        post: {
          operationId: string;
          summary: string;
          requestBody: { content: { 'application/json': { schema: Schema } } };
        };
      }
    >;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  return Object.values(document.paths).map(({ post }) => {
    const body = resolve(post.requestBody.content['application/json'].schema);
    const parameters = resolve(body?.properties?.parameters);
    return {
      name: post.operationId,
      summary: post.summary,
      requestFields: [
        ...Object.keys(body?.properties ?? {}),
        ...Object.keys(parameters?.properties ?? {}),
      ],
    };
  });
}
