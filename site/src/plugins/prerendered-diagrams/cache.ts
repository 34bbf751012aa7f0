// Drawn diagrams kept on disk, one `<key>.svg` each, keyed by everything that shapes the
// drawing: Mermaid's version, the theme, the options, the id and the source. The pages name
// drawings by key; the plugin's postBuild puts them into the HTML and beside it. Drawing all of
// the site's diagrams takes a browser ~20 s; a rebuild with the same diagrams takes none.
import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Draw, DrawRequest } from './browser';

/** Draws into the store; answers the drawing's key, or `null` when it could not be drawn here. */
export type DrawToStore = (request: DrawRequest) => Promise<string | null>;

/** The file of a drawing's key in `dir`. */
export const drawingFile = (dir: string, key: string): string => path.join(dir, `${key}.svg`);

export function cacheKey(version: string, request: DrawRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([version, request.theme, request.options, request.id, request.text]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * `draw` into `dir`, unless the same drawing is there already. The client and server
 * compilations ask for each diagram at the same moment: they share one drawing.
 */
export function drawToStore(draw: Draw, dir: string, version: string): DrawToStore {
  const inFlight = new Map<string, Promise<string | null>>();
  return (request) => {
    const key = cacheKey(version, request);
    let drawing = inFlight.get(key);
    if (!drawing) {
      drawing = ensureDrawn(draw, drawingFile(dir, key), request).then((drawn) =>
        drawn ? key : null,
      );
      inFlight.set(key, drawing);
      void drawing.finally(() => inFlight.delete(key)).catch(() => undefined);
    }
    return drawing;
  };
}

async function ensureDrawn(draw: Draw, file: string, request: DrawRequest): Promise<boolean> {
  const kept = await access(file).then(
    () => true,
    () => false,
  );
  if (kept) return true;
  const svg = await draw(request);
  if (svg === null) return false;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed: a build that stops mid-write leaves no half drawing.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, svg);
  await rename(partial, file);
  return true;
}
