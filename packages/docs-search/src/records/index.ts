/**
 * The records step: turns a built site's pages and the API model's operations into search
 * records, and writes the index the engine reads. Runs in Node at build time.
 */
export { siteRecords } from './site-records';
export type { SiteBuild, SiteRecordSettings } from './site-records';
export { writeIndex } from './files';
export type { WrittenIndex } from './files';
export { emptyHierarchy, hierarchyLevels, manifestFileName } from '../record';
export type { Hierarchy, HierarchyLevel, RecordLevel, SearchRecord } from '../record';
