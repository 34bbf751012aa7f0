/**
 * The JSON files beside the page (see the api-reference plugin's page-data.ts), fetched once
 * each, on first use. In development the browser has the model and reads it instead.
 */
import {
  dataFile,
  operationData,
  schemaData,
  type OperationData,
  type SchemaData,
} from '../plugins/api-reference/page-data';
import { serverModel, serverOperation } from './server-model';

const cache = new Map<string, Promise<unknown>>();

/** The same promise for the same file, so React's `use` can wait on it across renders. */
function cached<T>(url: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    cache.set(url, pending);
  }
  return pending;
}

function fetchJson<T>(url: string, what: string): Promise<T> {
  return cached(url, () => {
    const pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Could not load ${what} (HTTP ${response.status}).`);
      return response.json() as Promise<T>;
    });
    // A failed load is tried again next time instead of failing forever.
    pending.catch(() => cache.delete(url));
    return pending;
  });
}

/** `dataUrl`: the base URL of the files (`useBaseUrl('/api/data/')`). */
export function loadOperation(name: string, dataUrl: string): Promise<OperationData> {
  const url = `${dataUrl}${dataFile.operation(name)}`;
  const known = serverOperation(name);
  if (known) return cached(url, () => Promise.resolve(operationData(known)));
  return fetchJson(url, `the examples of ${name}`);
}

export function loadSchemas(dataUrl: string): Promise<SchemaData> {
  const url = `${dataUrl}${dataFile.schemas}`;
  const model = serverModel;
  if (model) return cached(url, () => Promise.resolve(schemaData(model)));
  return fetchJson(url, 'the schemas');
}
