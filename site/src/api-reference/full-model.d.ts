// The api-reference plugin aliases this module (see its configureWebpack): the page's model in
// the server bundle and in development, `null` in the browser's production bundle.
declare module '@api-reference/full-model' {
  import type { ApiModel } from '@docs/platform-api/model';

  const model: ApiModel | null;
  export default model;
}
