/**
 * The pinned client's generated types, read with the TypeScript compiler API, and the drift
 * comparator that checks our definition against them. Node only (it reads `node_modules`).
 */
export { areaOf } from './areas';
export { compareSurfaces, describeShape, formatDifference } from './compare';
export type { Difference, DifferenceKind } from './compare';
export { driftOfInstalledClient, splitDrift, type DriftReport } from './drift';
export { surfaceOfModel } from './from-model';
export {
  clientFiles,
  olderVersions,
  readClientSurface,
  readInstalledClient,
  splitVersion,
} from './read';
export { readHttpTypes } from './read-http-types';
export { readClientMethods, readClientScript, readDeclaredMembers } from './read-sdk-client';
export type * from './types';
