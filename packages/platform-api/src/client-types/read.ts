/**
 * The pinned client, read from `node_modules`: `@turnkey/http`'s generated types for paths,
 * definitions and request types, `@turnkey/sdk-server`'s generated client for result keys.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readHttpTypes } from './read-http-types';
import { readSdkClient } from './read-sdk-client';
import type { ClientSurface } from './types';

export const CLIENT_RESULT_CONTAINER = 'v1Result';

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

/** Combines the two readers: the operations get the result key the SDK reads, or `null`. */
export function readClientSurface(texts: { httpTypes: string; sdkClient: string }): ClientSurface {
  const http = readHttpTypes(texts.httpTypes);
  const sdk = readSdkClient(texts.sdkClient);
  const sdkMethods: Record<string, string> = {};
  const operations = http.operations.map((operation) => {
    if (operation.kind !== 'submission') return operation;
    const sent = sdk.get(operation.name);
    if (sent) sdkMethods[operation.name] = sent.method;
    return { ...operation, resultKey: sent?.resultKey ?? null };
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

const VERSION = /_V(\d+)$/;

/** `ACTIVITY_TYPE_X_V8` → `ACTIVITY_TYPE_X`; the version, 1 when there is no suffix. */
export function splitVersion(type: string): { base: string; version: number } {
  const match = VERSION.exec(type);
  return match
    ? { base: type.slice(0, match.index), version: Number(match[1]) }
    : { base: type, version: 1 };
}

/** The values of `activityTypes` that are older versions of `type`, oldest first. */
export function olderVersions(type: string, activityTypes: readonly string[]): string[] {
  const { base, version } = splitVersion(type);
  return activityTypes
    .map((candidate) => ({ candidate, ...splitVersion(candidate) }))
    .filter((entry) => entry.base === base && entry.version < version)
    .sort((a, b) => a.version - b.version)
    .map((entry) => entry.candidate);
}
