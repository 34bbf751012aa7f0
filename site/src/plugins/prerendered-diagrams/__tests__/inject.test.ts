import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillHolders, fillHtmlFiles } from '../inject';

const keyA = 'a'.repeat(32);
const keyB = 'b'.repeat(32);
const holder = (key: string, quoted = true) =>
  `<div class="docusaurus-mermaid-container x" data-mode=light data-drawing=${quoted ? `"${key}"` : key}></div>`;

describe('fillHolders', () => {
  it('fills empty holders, quoted or not, and names the keys it used', () => {
    const html = `<p>a</p>${holder(keyA)}<p>b</p>${holder(keyB, false)}`;
    const { html: filled, keys } = fillHolders(html, (key) => `<svg id="${key[0]}"></svg>`);
    expect(filled).toBe(
      `<p>a</p>${holder(keyA).replace('></div>', '><svg id="a"></svg></div>')}<p>b</p>` +
        holder(keyB, false).replace('></div>', '><svg id="b"></svg></div>'),
    );
    expect([...keys]).toEqual([keyA, keyB]);
  });

  it('leaves holders that already hold something, and other HTML, alone', () => {
    const html = `<div data-drawing="${keyA}"><svg></svg></div><div data-drawing="nothex"></div>`;
    expect(fillHolders(html, () => 'X')).toEqual({ html, keys: new Set() });
  });
});

describe('fillHtmlFiles', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('fills every HTML file under the build, and reports a missing drawing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'diagram-html-'));
    await mkdir(path.join(dir, 'guide'), { recursive: true });
    await writeFile(path.join(dir, 'guide/index.html'), `<main>${holder(keyA)}</main>`);
    await writeFile(path.join(dir, 'index.html'), '<main>no diagrams</main>');
    await writeFile(path.join(dir, 'sitemap.xml'), holder(keyB));
    const used = await fillHtmlFiles(dir, (key) => Promise.resolve(`<svg>${key}</svg>`));
    expect([...used]).toEqual([keyA]);
    expect(await readFile(path.join(dir, 'guide/index.html'), 'utf8')).toContain(
      `<svg>${keyA}</svg></div></main>`,
    );
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe(holder(keyB));

    await writeFile(path.join(dir, 'index.html'), holder(keyB));
    await expect(
      fillHtmlFiles(dir, () => Promise.reject(new Error('drawing missing'))),
    ).rejects.toThrow('drawing missing');
  });
});
