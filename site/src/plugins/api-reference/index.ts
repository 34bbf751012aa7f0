import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_MODEL_FILE } from '@docs/platform-api/documents';
import { buildApiModel, type ApiModel } from '@docs/platform-api/model';
import { openApiFiles } from '@docs/platform-api/openapi-files';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_ROUTE } from '../../config/routes';
import { validateOptions, type ApiReferenceOptions } from './options';
import { apiIndex, DATA_DIR, dataFiles } from './page-data';
import { withSyntheticOperations } from './synthetic';

export { DEFAULT_OPTIONS, validateOptions, type ApiReferenceOptions } from './options';

/**
 * What the page renders: the model without the facts only servers need (a submission's
 * intent and result keys).
 */
export function pageModel(model: ApiModel): ApiModel {
  return {
    ...model,
    operations: model.operations.map((operation) => {
      const shown = { ...operation };
      delete shown.intentKey;
      delete shown.resultKey;
      return shown;
    }),
  };
}

/** The module the page imports as `@api-reference/full-model`. */
export const FULL_MODEL_MODULE = '@api-reference/full-model';

/** Writes the OpenAPI documents (`/api/openapi.json`, `.yaml`) into `dir`. */
function writeOpenApiFiles(dir: string): void {
  for (const { file, text } of openApiFiles()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/**
 * Adds the API reference route. It builds the API model of `@docs/platform-api` in memory
 * (the same definition `/api/openapi.json` comes from). Its loaded content is that model: the
 * markdown-pages plugin makes `/api.md` from it, so both follow the same sharing rules.
 *
 * The browser does not get the model. The route data is a small index (filter, navigation);
 * `@api-reference/full-model` resolves to the model in the server bundle, which prerenders every
 * operation, and to `null` in the browser's production bundle, where hydration keeps that HTML.
 * In development there is no prerendered HTML, so the browser gets the model too. After the
 * build, one JSON file per operation (examples) and one of schemas (linked fields) go beside
 * the page for what the reader opens, and the whole model goes to `API_MODEL_FILE` for the MCP
 * server (the definition as it is: no synthetic operations, intent and result keys kept).
 * The OpenAPI documents go into the build too; in development the dev server serves them from
 * a generated folder.
 */
export default function apiReferencePlugin(
  context: LoadContext,
  options: ApiReferenceOptions,
): Plugin<unknown> {
  let modelFile: string | undefined;
  let loaded: ApiModel | undefined;
  let shown: ApiModel | undefined;
  return {
    name: 'api-reference',
    loadContent(): ApiModel {
      return buildApiModel(options.sharing);
    },
    async contentLoaded({ content, actions }) {
      // Docusaurus types plugin modules as Plugin<unknown>; `content` is what loadContent returned.
      loaded = content as ApiModel;
      shown = withSyntheticOperations(pageModel(loaded), options.syntheticOperations);
      modelFile = await actions.createData('api-model.json', JSON.stringify(shown));
      const index = await actions.createData('api-index.json', JSON.stringify(apiIndex(shown)));
      actions.addRoute({
        path: API_ROUTE,
        component: '@site/src/components/ApiReference',
        exact: true,
        modules: { index },
      });
    },
    configureWebpack(config, isServer) {
      if (!modelFile) throw new Error('api-reference: the model was not written before bundling.');
      const development = config.mode === 'development';
      const withModel = isServer || development;
      const resolve = {
        alias: {
          [`${FULL_MODEL_MODULE}$`]: withModel ? modelFile : path.join(__dirname, 'no-model.ts'),
        },
      };
      if (isServer || !development) return { resolve };
      const openApiDir = path.join(context.generatedFilesDir, 'api-reference-openapi');
      writeOpenApiFiles(openApiDir);
      return {
        resolve,
        devServer: {
          static: [{ directory: openApiDir, publicPath: context.baseUrl, watch: false }],
        },
      };
    },
    async postBuild({ outDir }) {
      if (!shown || !loaded) return;
      const dir = path.join(outDir, DATA_DIR);
      await mkdir(dir, { recursive: true });
      await Promise.all([
        ...dataFiles(shown).map(({ file, json }) => writeFile(path.join(dir, file), json)),
        writeFile(path.join(outDir, API_MODEL_FILE), JSON.stringify(loaded)),
      ]);
      writeOpenApiFiles(outDir);
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
apiReferencePlugin.validateOptions = validateOptions;
