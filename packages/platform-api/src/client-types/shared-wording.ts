/**
 * Our descriptions must be our own words: this finds every run of `RUN_LENGTH` words that a text
 * of ours shares with the descriptions in the client's generated types.
 */
import type { ApiModel, SchemaNode } from '../model/types';

export const RUN_LENGTH = 8;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];
}

function runs(text: string): string[] {
  const list = words(text);
  const found: string[] = [];
  for (let start = 0; start + RUN_LENGTH <= list.length; start += 1) {
    found.push(list.slice(start, start + RUN_LENGTH).join(' '));
  }
  return found;
}

/** The text of every JSDoc comment in a `.d.ts`, tags (`@description`, `@enum {string}`) removed. */
export function jsDocTexts(source: string): string[] {
  return [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((match) =>
    (match[1] ?? '')
      .replace(/^\s*\*/gm, ' ')
      .replace(/@description|@enum\s*\{\w+\}/g, ' ')
      .trim(),
  );
}

/** Every run of `RUN_LENGTH` words in the given texts. */
export function runIndex(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(runs));
}

function* nodeTexts(node: SchemaNode, where: string): Generator<[string, string]> {
  if (node.description) yield [where, node.description];
  for (const property of node.properties ?? []) {
    yield* nodeTexts(property.schema, `${where}.${property.name}`);
  }
  if (node.items) yield* nodeTexts(node.items, `${where}[]`);
  if (node.values) yield* nodeTexts(node.values, `${where}{}`);
}

/** Every prose text of the model, with where it is. */
export function* modelTexts(model: ApiModel): Generator<[string, string]> {
  for (const tag of model.tags) yield [`tag ${tag.name}`, tag.description];
  for (const operation of model.operations) {
    yield [`${operation.name} summary`, operation.summary];
    yield [`${operation.name} description`, operation.description];
  }
  for (const [name, node] of Object.entries(model.schemas)) yield* nodeTexts(node, name);
  for (const stamp of model.stamps) yield [`stamp ${stamp.name}`, stamp.description];
}

/** `where: "the shared run"` for every text that shares a run with `index`. */
export function sharedRuns(texts: Iterable<[string, string]>, index: Set<string>): string[] {
  const found: string[] = [];
  for (const [where, text] of texts) {
    const shared = runs(text).find((run) => index.has(run));
    if (shared) found.push(`${where}: "${shared}"`);
  }
  return found;
}
