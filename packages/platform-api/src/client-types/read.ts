/**
 * The pinned client, read from `node_modules`: `@turnkey/http`'s generated types for paths,
 * definitions and request types; which method of each client sends each operation (`@turnkey/http`'s
 * `TurnkeyClient`, `@turnkey/sdk-server`'s generated API client, each script checked against its
 * `.d.ts`); sdk-server's client for result keys.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readHttpTypes } from './read-http-types';
import { readClientMethods, type ClientMethod } from './read-sdk-client';
import type { ClientSurface, OlderVersionFacts, Shape } from './types';
import { intentKeyFor, olderVersions, resultKeyFor } from './versions';

export { olderVersions, splitVersion } from './versions';

export const CLIENT_RESULT_CONTAINER = 'v1Result';
export const CLIENT_INTENT_CONTAINER = 'v1Intent';

const HTTP_DIR = 'dist/__generated__/services/coordinator/public/v1';
const HTTP_TYPES = `${HTTP_DIR}/public_api.types.d.ts`;
const HTTP_CLIENT = `${HTTP_DIR}/public_api.client`;
const SDK_CLIENT = 'dist/__generated__/sdk-client-base';

/** The classes whose members the callers name. */
export const HTTP_CLIENT_CLASS = 'TurnkeyClient';
export const SDK_CLIENT_CLASS = 'TurnkeySDKClientBase';

/** The installed package's folder (its `exports` hide `package.json`, so go up from `main`). */
function packageDir(name: string): string {
  const main = createRequire(import.meta.url).resolve(name);
  return main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
}

/** The version in the installed package's `package.json`. */
export function installedVersion(name: string): string {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'),
  );
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error(`client-types: ${name} has no version`);
  return version;
}

export interface ClientFiles {
  httpTypes: string;
  /** `TurnkeyClient`'s script and its declarations. */
  httpClient: string;
  httpClientTypes: string;
  /** sdk-server's generated client and its declarations. */
  sdkClient: string;
  sdkClientTypes: string;
}

export function clientFiles(): ClientFiles {
  const http = packageDir('@turnkey/http');
  const sdk = packageDir('@turnkey/sdk-server');
  return {
    httpTypes: path.join(http, HTTP_TYPES),
    httpClient: path.join(http, `${HTTP_CLIENT}.js`),
    httpClientTypes: path.join(http, `${HTTP_CLIENT}.d.ts`),
    sdkClient: path.join(sdk, `${SDK_CLIENT}.js`),
    sdkClientTypes: path.join(sdk, `${SDK_CLIENT}.d.ts`),
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

/** The same keys as `ClientFiles`, holding each file's text. */
export type ClientTexts = ClientFiles;

/**
 * Combines the readers: each operation gets the methods that send it (or `null`) and, for a
 * submission, the result key sdk-server reads (or `null`) and its older versions.
 */
export function readClientSurface(texts: ClientTexts): ClientSurface {
  const http = readHttpTypes(texts.httpTypes);
  const httpMethods = readClientMethods(
    { text: texts.httpClient, fileName: 'public_api.client.js' },
    {
      text: texts.httpClientTypes,
      fileName: 'public_api.client.d.ts',
      className: HTTP_CLIENT_CLASS,
    },
  );
  const sdkMethods = readClientMethods(
    { text: texts.sdkClient, fileName: 'sdk-client-base.js' },
    { text: texts.sdkClientTypes, fileName: 'sdk-client-base.d.ts', className: SDK_CLIENT_CLASS },
  );
  // A method that sends the path with the other prefix does not send this operation.
  const sending = (found: Map<string, ClientMethod>, name: string, kind: string) => {
    const method = found.get(name);
    return method?.kind === kind ? method : undefined;
  };
  const operations = http.operations.map((operation) => {
    const sdk = sending(sdkMethods, operation.name, operation.kind);
    const methods = {
      http: sending(httpMethods, operation.name, operation.kind)?.method ?? null,
      sdkServer: sdk?.method ?? null,
    };
    if (operation.kind !== 'submission') return { ...operation, methods };
    return {
      ...operation,
      resultKey: sdk?.resultKey ?? null,
      methods,
      olderVersions: olderVersionsOf(operation.activityType ?? '', http),
    };
  });
  return {
    operations,
    definitions: http.definitions,
    resultContainer: CLIENT_RESULT_CONTAINER,
    activityTypes: http.activityTypes,
    otherPaths: http.otherPaths,
  };
}

/** Reads the installed client packages. */
export function readInstalledClient(files: ClientFiles = clientFiles()): ClientSurface {
  const read = (file: string) => readFileSync(file, 'utf8');
  return readClientSurface({
    httpTypes: read(files.httpTypes),
    httpClient: read(files.httpClient),
    httpClientTypes: read(files.httpClientTypes),
    sdkClient: read(files.sdkClient),
    sdkClientTypes: read(files.sdkClientTypes),
  });
}
