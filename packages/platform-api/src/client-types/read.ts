/**
 * The pinned client, read from `node_modules`: `@turnkey/http`'s generated types for paths,
 * definitions and request types, `@turnkey/sdk-server`'s generated client for result keys.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readHttpTypes } from './read-http-types';
import { readSdkClient } from './read-sdk-client';
import type { ClientSurface, OlderVersionFacts, Shape } from './types';
import { intentKeyFor, olderVersions, resultKeyFor } from './versions';

export { olderVersions, splitVersion } from './versions';

export const CLIENT_RESULT_CONTAINER = 'v1Result';
export const CLIENT_INTENT_CONTAINER = 'v1Intent';

const HTTP_TYPES = 'dist/__generated__/services/coordinator/public/v1/public_api.types.d.ts';
const SDK_CLIENT = 'dist/__generated__/sdk-client-base.js';

/** The installed package's folder (its `exports` hide `package.json`, so go up from `main`). */
function packageDir(name: string): string {
  const main = createRequire(import.meta.url).resolve(name);
  return main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
}

export interface ClientFiles {
  httpTypes: string;
  sdkClient: string;
}

export function clientFiles(): ClientFiles {
  return {
    httpTypes: path.join(packageDir('@turnkey/http'), HTTP_TYPES),
    sdkClient: path.join(packageDir('@turnkey/sdk-server'), SDK_CLIENT),
  };
}

const fieldNames = (shape: Shape | undefined): string[] =>
  shape?.kind === 'object' ? shape.fields.map((field) => field.name) : [];

/**
 * The client's older versions of a submission's type: every earlier version in its
 * `ActivityType` enum, with the intent key its `v1Intent` holds for it (`null` when it holds
 * none) and the result key `resultKeyFor` picks from its `v1Result`.
 */
function olderVersionsOf(
  type: string,
  http: { activityTypes: string[]; definitions: Record<string, Shape> },
): OlderVersionFacts[] {
  const intentKeys = new Set(fieldNames(http.definitions[CLIENT_INTENT_CONTAINER]));
  const resultKeys = fieldNames(http.definitions[CLIENT_RESULT_CONTAINER]);
  return olderVersions(type, http.activityTypes).map((activityType) => {
    const intentKey = intentKeyFor(activityType);
    return {
      activityType,
      intentKey: intentKeys.has(intentKey) ? intentKey : null,
      resultKey: resultKeyFor(activityType, resultKeys),
    };
  });
}

/** Combines the two readers: the operations get the result key the SDK reads, or `null`. */
export function readClientSurface(texts: { httpTypes: string; sdkClient: string }): ClientSurface {
  const http = readHttpTypes(texts.httpTypes);
  const sdk = readSdkClient(texts.sdkClient);
  const sdkMethods: Record<string, string> = {};
  const operations = http.operations.map((operation) => {
    if (operation.kind !== 'submission') return operation;
    const sent = sdk.get(operation.name);
    if (sent) sdkMethods[operation.name] = sent.method;
    return {
      ...operation,
      resultKey: sent?.resultKey ?? null,
      olderVersions: olderVersionsOf(operation.activityType ?? '', http),
    };
  });
  return {
    operations,
    definitions: http.definitions,
    resultContainer: CLIENT_RESULT_CONTAINER,
    activityTypes: http.activityTypes,
    otherPaths: http.otherPaths,
    sdkMethods,
  };
}

/** Reads the installed client packages. */
export function readInstalledClient(files: ClientFiles = clientFiles()): ClientSurface {
  return readClientSurface({
    httpTypes: readFileSync(files.httpTypes, 'utf8'),
    sdkClient: readFileSync(files.sdkClient, 'utf8'),
  });
}
