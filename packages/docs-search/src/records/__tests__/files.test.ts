import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { records } from '../../testing/fixtures';
import { writeIndex } from '../files';

describe('writeIndex', () => {
  it('writes hashed parts and a manifest naming them, replacing old parts only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await writeFile(path.join(dir, 'index.html'), '<html>search page</html>');
    await writeFile(path.join(dir, 'records-9.0123456789.json'), '{}');
    const { manifest, bytes } = await writeIndex(records, dir, {
      shardBytes: 200,
      fragmentBytes: 400,
    });

    const files = (await readdir(dir)).sort();
    expect(files).toEqual(
      ['index.html', 'manifest.json', ...manifest.shards, ...manifest.fragments].sort(),
    );
    expect(manifest.shards.every((file) => /^postings-\d+\.[0-9a-f]{10}\.json$/.test(file))).toBe(
      true,
    );
    expect(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    const written = await Promise.all(
      manifest.fragments.map(async (file) =>
        JSON.parse(await readFile(path.join(dir, file), 'utf8')),
      ),
    );
    expect(written.flatMap((fragment: { records: unknown[] }) => fragment.records)).toEqual(
      records,
    );
    expect(bytes.shards).toBeGreaterThan(0);
  });
});
