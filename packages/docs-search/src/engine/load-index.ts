import type { IndexSource } from './engine';
import { searchIndexVersion, type Fragment, type IndexManifest, type Shard } from './index-format';

/**
 * Reads the index the search plugin wrote: the manifest at once, shards and fragments
 * when a query needs them, each file once. Throws on a failed or malformed response; a failed
 * file is tried again next time.
 */

type Read = (file: string) => Promise<unknown>;

function isManifest(value: unknown): value is IndexManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<IndexManifest>;
  return (
    manifest.version === searchIndexVersion &&
    Array.isArray(manifest.terms) &&
    Array.isArray(manifest.documents) &&
    Array.isArray(manifest.shards) &&
    Array.isArray(manifest.fragments)
  );
}

function isPart(value: unknown): value is { first: number } {
  return typeof value === 'object' && value !== null && typeof (value as Shard).first === 'number';
}

/** An index source over any way of reading the index's files (HTTP, the file system, memory). */
export async function indexSource(manifestFile: string, read: Read): Promise<IndexSource> {
  const manifest = await read(manifestFile);
  if (!isManifest(manifest)) {
    throw new Error(`${manifestFile} is not a version ${searchIndexVersion} search index manifest`);
  }
  const cache = new Map<string, Promise<unknown>>();
  const load = <T>(files: string[], index: number, key: keyof T): Promise<T> => {
    const file = files[index];
    if (file === undefined)
      return Promise.reject(new Error(`The search index has no file ${index}`));
    let loading = cache.get(file);
    if (!loading) {
      loading = read(file).then((part) => {
        if (!isPart(part) || !Array.isArray((part as Record<string, unknown>)[key as string])) {
          throw new Error(`${file} is not a part of the search index`);
        }
        return part;
      });
      loading.catch(() => cache.delete(file));
      cache.set(file, loading);
    }
    return loading as Promise<T>;
  };
  return {
    manifest,
    shard: (index) => load<Shard>(manifest.shards, index, 'postings'),
    fragment: (index) => load<Fragment>(manifest.fragments, index, 'records'),
  };
}

/** The index served over HTTP: files relative to the manifest's URL. */
export function fetchIndexSource(
  manifestUrl: string,
  base: string,
  fetchImpl: typeof fetch = fetch,
): Promise<IndexSource> {
  const manifestLocation = new URL(manifestUrl, base);
  const read: Read = async (file) => {
    const url = new URL(file, manifestLocation);
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
    return response.json();
  };
  return indexSource(manifestLocation.href, read);
}
