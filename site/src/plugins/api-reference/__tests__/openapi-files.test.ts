import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPENAPI_FILES } from '@docs/platform-api/documents';
import { openApiFiles } from '@docs/platform-api/openapi-files';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiReferencePlugin, { DEFAULT_OPTIONS } from '..';

type Configure = NonNullable<Plugin['configureWebpack']>;

const scratch = mkdtempSync(path.join(tmpdir(), 'api-reference-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const context = {
  baseUrl: '/docs/',
  generatedFilesDir: path.join(scratch, 'generated'),
} as LoadContext;
const plugin = apiReferencePlugin(context, DEFAULT_OPTIONS);
const expected = Object.fromEntries(openApiFiles().map(({ file, text }) => [file, text]));

beforeAll(async () => {
  const content = await plugin.loadContent?.();
  await plugin.contentLoaded?.({
    content,
    actions: {
      createData: async (name: string) => path.join(scratch, name),
      addRoute: () => undefined,
    },
  } as unknown as Parameters<NonNullable<Plugin['contentLoaded']>>[0]);
});

const configure = (mode: 'development' | 'production', isServer: boolean) =>
  (plugin.configureWebpack as Configure)(
    { mode } as Parameters<Configure>[0],
    isServer,
    {} as Parameters<Configure>[2],
    undefined,
  );

describe('the OpenAPI documents', () => {
  // Writing the two documents (about 4 MB) takes a few seconds on a busy machine.
  it(
    'are served by the development server from a generated folder, at the base URL',
    {
      timeout: 30_000,
    },
    () => {
      const { devServer } = configure('development', false) as {
        devServer: { static: { directory: string; publicPath: string }[] };
      };
      expect(devServer.static).toHaveLength(1);
      const [{ directory, publicPath }] = devServer.static as [
        { directory: string; publicPath: string },
      ];
      expect(publicPath).toBe('/docs/');
      for (const file of [OPENAPI_FILES.json, OPENAPI_FILES.yaml]) {
        expect(readFileSync(path.join(directory, file), 'utf8')).toBe(expected[file]);
      }
    },
  );

  it('add nothing to the server bundle or the production client', () => {
    expect(configure('development', true)).not.toHaveProperty('devServer');
    expect(configure('production', false)).not.toHaveProperty('devServer');
  });

  it('are written into the build', { timeout: 30_000 }, async () => {
    const outDir = path.join(scratch, 'build');
    await plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    for (const file of [OPENAPI_FILES.json, OPENAPI_FILES.yaml]) {
      expect(readFileSync(path.join(outDir, file), 'utf8')).toBe(expected[file]);
    }
  });
});
