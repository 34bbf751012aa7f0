import { expect, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { brand } from '../support/site';

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** The `<head>` of a page as a crawler receives it (the static HTML, before any script runs). */
export interface HeadFacts {
  status: number;
  title: string;
  canonical?: string;
  /** `name` and `property` of each `<meta>`, with its content. */
  meta: Map<string, string>;
  /** Meta names or properties that occur more than once. */
  repeated: string[];
  jsonLd: unknown[];
  /** href of the "Edit this page" link, when the page has one. */
  editUrl?: string;
  html: string;
}

export async function headOf(request: APIRequestContext, path: string): Promise<HeadFacts> {
  const response = await request.get(path);
  const html = await response.text();
  const document = parseDocument(html);
  const all = (name: string): Element[] => DomUtils.getElementsByTagName(name, document);
  const meta = new Map<string, string>();
  const repeated: string[] = [];
  for (const element of all('meta')) {
    const key = element.attribs.name ?? element.attribs.property;
    if (key && meta.has(key)) repeated.push(key);
    if (key && element.attribs.content !== undefined) meta.set(key, element.attribs.content);
  }
  const canonicals = all('link').filter((link) => link.attribs.rel === 'canonical');
  expect(canonicals.length, `${path}: one canonical link at most`).toBeLessThanOrEqual(1);
  const jsonLd = all('script')
    .filter((script) => script.attribs.type === 'application/ld+json')
    .map((script) => JSON.parse(DomUtils.textContent(script)) as unknown);
  const edit = all('a').find((link) => (link.attribs.class ?? '').includes('theme-edit-this-page'));
  return {
    status: response.status(),
    title: DomUtils.textContent(all('title')[0] ?? []),
    canonical: canonicals[0]?.attribs.href,
    meta,
    repeated,
    jsonLd,
    editUrl: edit?.attribs.href,
    html,
  };
}

/** Site URL of a path: what canonical links, og:url and the sitemap hold. */
export const absolute = (path: string): string => `${brand.siteUrl}${path}`;

/** Served path of an absolute URL of this site. */
export const localPath = (url: string): string => {
  expect(url.startsWith(`${brand.siteUrl}/`), `${url} is on ${brand.siteUrl}`).toBe(true);
  return url.slice(brand.siteUrl.length);
};

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
