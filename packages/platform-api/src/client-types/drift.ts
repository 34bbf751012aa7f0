/**
 * The drift check as the test and the script run it: our model against the installed client.
 */
import { buildApiModel } from '../model/build';
import { compareSurfaces, type Difference } from './compare';
import { surfaceOfModel } from './from-model';
import { readInstalledClient } from './read';
import type { ClientSurface, Surface } from './types';

export interface DriftReport {
  client: ClientSurface;
  ours: Surface;
  /** Differences in the operations we define (the test fails on any). */
  defined: Difference[];
  /** Operations the client sends that we do not define yet. */
  undefinedOperations: Difference[];
}

/** Splits the comparison into what the test checks and what only the report lists. */
export function splitDrift(ours: Surface, client: ClientSurface): DriftReport {
  const differences = compareSurfaces(ours, client);
  return {
    client,
    ours,
    defined: differences.filter((difference) => difference.kind !== 'missing-operation'),
    undefinedOperations: differences.filter(
      (difference) => difference.kind === 'missing-operation',
    ),
  };
}

export function driftOfInstalledClient(): DriftReport {
  return splitDrift(surfaceOfModel(buildApiModel()), readInstalledClient());
}
