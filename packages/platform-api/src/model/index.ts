/**
 * `@docs/platform-api/model`: the one normalized model of the API that every consumer reads.
 * It imports nothing from the site or from Docusaurus, so plain Node (a server, a script, a
 * test) can import it.
 */
export { buildApiModel } from './build';
export { PINNED_CLIENTS } from './clients';
export { SECTION_ANCHORS, schemaAnchor, tagAnchor } from './anchors';
export { DEFAULT_SHARING, type SharingRules } from './shared';
export type * from './types';
