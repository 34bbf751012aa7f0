import { buildApiModel, type ApiModel } from '@docs/platform-api/model';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_ROUTE } from '../../config/routes';
import { validateOptions, type ApiReferenceOptions } from './options';

export { DEFAULT_OPTIONS, validateOptions, type ApiReferenceOptions } from './options';

/**
 * What the page renders: the model without the facts only servers need (a submission's
 * intent and result keys), so the route data the browser loads stays as small as before.
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

/**
 * Adds the API reference route. It builds the API model of `@docs/platform-api` in memory
 * (the same definition the emitted `/api/openapi.json` comes from) and hands the page its
 * records as route data: the page renders plain records on the server and in the browser and
 * never bundles zod for the render. Its loaded content is that model: the markdown-pages plugin
 * makes `/api.md` from it, so both follow the same sharing rules.
 */
export default function apiReferencePlugin(
  _context: LoadContext,
  options: ApiReferenceOptions,
): Plugin<unknown> {
  return {
    name: 'api-reference',
    loadContent(): ApiModel {
      return buildApiModel(options.sharing);
    },
    async contentLoaded({ content, actions }) {
      // Docusaurus types plugin modules as Plugin<unknown>; `content` is what loadContent returned.
      const page = pageModel(content as ApiModel);
      const model = await actions.createData('api-model.json', JSON.stringify(page));
      actions.addRoute({
        path: API_ROUTE,
        component: '@site/src/components/ApiReference',
        exact: true,
        modules: { model },
      });
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
apiReferencePlugin.validateOptions = validateOptions;
