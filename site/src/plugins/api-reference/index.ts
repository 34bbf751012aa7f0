import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { OpenApiDocument } from '@docs/platform-api';
import { buildApiModel } from './build-model';
import type { ApiModel } from './model';
import { resolveOptions } from './options';

export { DEFAULT_OPTIONS, resolveOptions, type ApiReferenceOptions } from './options';

/** Reads the OpenAPI document `@docs/platform-api` emitted; says how to make it when missing. */
export async function readOpenApiDocument(file: string): Promise<OpenApiDocument> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `api-reference: ${file} is missing. It is a build output of @docs/platform-api: run \`npm run build -w @docs/platform-api\` (npm run build and npm start do it first).`,
    );
  }
  const document = JSON.parse(text) as Partial<OpenApiDocument>;
  if (!document.openapi?.startsWith('3.1') || !document.paths || !document.components) {
    throw new Error(`api-reference: ${file} is not the platform's OpenAPI 3.1 document.`);
  }
  return document as OpenApiDocument;
}

/**
 * Adds the API reference route. It reads the OpenAPI document that `@docs/platform-api` writes
 * into the site's static folder (so the page renders exactly what /api/openapi.json serves),
 * reduces it to the page's model (`build-model.ts`) and hands that to the page as route data:
 * the page renders plain records on the server and in the browser and never bundles zod for
 * the render.
 */
export default function apiReferencePlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const documentPath = path.resolve(context.siteDir, options.document);
  return {
    name: 'api-reference',
    getPathsToWatch: () => [documentPath],
    async loadContent(): Promise<ApiModel> {
      return buildApiModel(await readOpenApiDocument(documentPath), options.sharing);
    },
    async contentLoaded({ content, actions }) {
      // Docusaurus types plugin modules as Plugin<unknown>; `content` is what loadContent returned.
      const model = await actions.createData('api-model.json', JSON.stringify(content as ApiModel));
      actions.addRoute({
        path: options.route,
        component: '@site/src/components/ApiReference',
        exact: true,
        modules: { model },
      });
    },
  };
}
