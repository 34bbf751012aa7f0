// Stands in for `@docusaurus/utils-common`'s index in the site's bundles. The index is CommonJS
// and requires all of `tslib` (about 2 KB gzipped on every page) for one helper; its three
// modules need no helper at all. Same exports, taken from those modules.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';

/** As in the original: the `__` prefix keeps search crawlers off the anchor. */
export const blogPostContainerID = '__blog-post-container';
