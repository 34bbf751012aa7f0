import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndex, type IndexLimits, type IndexManifest } from '../engine/index-format';
import { manifestFileName, type SearchRecord } from '../record';

/**
 * Writes the index as files: content-hashed shards (`postings-<n>.<hash>.json`) and fragments
 * (`records-<n>.<hash>.json`), which can be cached forever, then the manifest that names them.
 */

const partFilePattern = /^(postings|records)-\d+\.[0-9a-f]+\.json$/;

export interface WrittenIndex {
  manifest: IndexManifest;
  /** Bytes of JSON written, in total and by kind. */
  bytes: { manifest: number; shards: number; fragments: number };
}

async function writeParts(dir: string, prefix: string, parts: unknown[]) {
  const files: string[] = [];
  let bytes = 0;
  for (const [index, part] of parts.entries()) {
    const json = JSON.stringify(part);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${prefix}-${index}.${hash}.json`;
    await writeFile(path.join(dir, file), json);
    files.push(file);
    bytes += Buffer.byteLength(json);
  }
  return { files, bytes };
}

/**
 * Writes the index of `records` into `dir`, removing the parts of earlier builds. The folder
 * also holds the search page (`index.html`), which is left alone.
 */
export async function writeIndex(
  records: SearchRecord[],
  dir: string,
  limits: IndexLimits,
): Promise<WrittenIndex> {
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) {
    if (partFilePattern.test(file)) await rm(path.join(dir, file));
  }
  const built = buildSearchIndex(records, limits);
  const shards = await writeParts(dir, 'postings', built.shards);
  const fragments = await writeParts(dir, 'records', built.fragments);
  const manifest: IndexManifest = {
    ...built.manifest,
    shards: shards.files,
    fragments: fragments.files,
  };
  const json = JSON.stringify(manifest);
  await writeFile(path.join(dir, manifestFileName), json);
  return {
    manifest,
    bytes: { manifest: Buffer.byteLength(json), shards: shards.bytes, fragments: fragments.bytes },
  };
}
