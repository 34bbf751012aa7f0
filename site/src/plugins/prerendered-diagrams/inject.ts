// The postBuild step: the server rendering leaves each drawing's holder empty (the page's
// JavaScript names drawings, it does not carry them); this fills the holders in the HTML files
// with what index.ts makes of each drawing (an <img> of it: image.ts).
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An empty holder as the server rendering writes it; the HTML minifier may drop the quotes. */
const emptyHolder = /(<div\b[^>]*?\sdata-drawing="?([0-9a-f]{32})"?[^>]*>)(<\/div>)/g;

/** `html` with every empty holder filled with `drawing(key)`; and the keys it named. */
export function fillHolders(
  html: string,
  drawing: (key: string) => string,
): { html: string; keys: Set<string> } {
  const keys = new Set<string>();
  const filled = html.replace(emptyHolder, (_, open: string, key: string, close: string) => {
    keys.add(key);
    return `${open}${drawing(key)}${close}`;
  });
  return { html: filled, keys };
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Fills the holders of every HTML file under `outDir` with drawings read by `readDrawing`;
 * answers the keys used. Files are replaced whole (written aside, then renamed): other
 * plugins' postBuild steps read the same files at the same time.
 */
export async function fillHtmlFiles(
  outDir: string,
  readDrawing: (key: string, file: string) => Promise<string>,
): Promise<Set<string>> {
  const used = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes('data-drawing')) continue;
    const drawings = new Map<string, string>();
    for (const [, , key] of html.matchAll(emptyHolder)) {
      if (key && !drawings.has(key)) drawings.set(key, await readDrawing(key, file));
    }
    const filled = fillHolders(html, (key) => drawings.get(key) ?? '');
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, filled.html);
    await rename(partial, file);
    for (const key of filled.keys) used.add(key);
  }
  return used;
}
