import { expect, test } from '@playwright/test';
import { brand, siteRoutes } from '../support/site';
import { apiOperations, docRoutes, docTitle, markdownUrlOf, prose } from '../support/markdown';

// Plain HTTP checks of the build's text files: the viewport makes no difference.

test('/llms.txt is served as text and lists every route’s Markdown once, with a description', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> .+\n/);
  const lines = text.split('\n').filter((line) => line.startsWith('- ['));
  for (const route of siteRoutes) {
    const url = `${brand.siteUrl}${markdownUrlOf(route.path)}`;
    const matching = lines.filter((line) => line.includes(`](${url}):`));
    expect(matching, route.path).toHaveLength(1);
  }
  expect(text).toContain(`- [API reference](${brand.siteUrl}/api.md): `);
});

test('/llms-full.txt holds every page with its title and URL', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  for (const route of siteRoutes) {
    expect(text, route.path).toContain(`\n\nURL: ${brand.siteUrl}${route.path}\n`);
  }
  for (const route of docRoutes.slice(0, 10)) {
    expect(text).toContain(
      `# ${docTitle(route.docId ?? '')}\n\nURL: ${brand.siteUrl}${route.path}\n`,
    );
  }
});

test('every doc route has a clean Markdown copy at its route plus .md', async ({ request }) => {
  test.setTimeout(60_000);
  for (const route of docRoutes) {
    const url = markdownUrlOf(route.path);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${docTitle(route.docId ?? '')}\n`), url).toBe(true);
    const outside = prose(markdown);
    expect(outside, url).not.toMatch(/^(import|export) /m);
    expect(outside, url).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
    expect(outside, url).not.toMatch(/\{\/\*/);
    expect(outside, url).not.toMatch(/<\/?(div|span|svg|button|details|summary|p|a)[\s>]/);
    expect(outside, url).not.toMatch(/class(Name)?=/);
    expect(outside, url).not.toMatch(/^:::/m);
  }
});

test('category pages and /sdks/swift/ map to .md files as llms.txt says', async ({ request }) => {
  const swift = await request.get('/sdks/swift.md');
  expect(swift.status()).toBe(200);
  expect(await swift.text()).toMatch(/^# Swift/);
  for (const route of siteRoutes.filter((r) => r.kind === 'category')) {
    const response = await request.get(markdownUrlOf(route.path));
    expect(response.status(), route.path).toBe(200);
    expect(await response.text()).toMatch(/^# .+\n\n> .+\n\n- \[/);
  }
});

test('/api.md lists every operation with its method and path', async ({ request }) => {
  const response = await request.get('/api.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  const markdown = await response.text();
  expect(markdown.startsWith('# API reference\n')).toBe(true);
  const operations = apiOperations();
  expect(operations.length).toBeGreaterThan(70);
  for (const operation of operations) {
    expect(markdown, operation.name).toContain(
      `### ${operation.name}\n\n\`POST ${operation.path}\``,
    );
  }
});
