import type { PageLink, Reply, Segment, Source } from './answer';
import { safeSitePath } from './safe-url';

/**
 * The conversation: questions and replies, kept for the browser session (sessionStorage), so
 * it survives navigation and reloads and ends with the tab. What comes back from storage is
 * checked like any other input: entries of the wrong shape are dropped.
 */

export interface Exchange {
  id: number;
  question: string;
  reply: Reply;
}

export const storageKey = 'assistant.conversation';
/** Oldest exchanges are dropped past this many. */
export const maxExchanges = 20;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSegment(value: unknown): value is Segment {
  return (
    isObject(value) &&
    (isString(value.text) || (Number.isInteger(value.cite) && Object.keys(value).length === 1))
  );
}

function isSource(value: unknown): value is Source {
  return (
    isObject(value) &&
    Number.isInteger(value.n) &&
    safeSitePath(value.url) !== null &&
    isString(value.title) &&
    (value.heading === null || isString(value.heading)) &&
    isString(value.section)
  );
}

const isPageLink = (value: unknown): value is PageLink =>
  isObject(value) && safeSitePath(value.url) !== null && isString(value.title);

function isReply(value: unknown): value is Reply {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'invalid':
      return isString(value.message);
    case 'not-found':
      return (
        isString(value.message) &&
        Array.isArray(value.suggestions) &&
        value.suggestions.every(isPageLink)
      );
    case 'answer':
      return (
        (value.mode === 'local' || value.mode === 'hosted') &&
        Array.isArray(value.paragraphs) &&
        value.paragraphs.every((p) => Array.isArray(p) && p.every(isSegment)) &&
        Array.isArray(value.sources) &&
        value.sources.every(isSource) &&
        (value.note === undefined || isString(value.note))
      );
    default:
      return false;
  }
}

export function parseConversation(json: string | null): Exchange[] {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .filter(
      (entry): entry is Exchange =>
        isObject(entry) &&
        Number.isInteger(entry.id) &&
        isString(entry.question) &&
        isReply(entry.reply),
    )
    .slice(-maxExchanges);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadConversation(): Exchange[] {
  try {
    return parseConversation(storage()?.getItem(storageKey) ?? null);
  } catch {
    return [];
  }
}

export function saveConversation(exchanges: Exchange[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (exchanges.length === 0) store.removeItem(storageKey);
    else store.setItem(storageKey, JSON.stringify(exchanges.slice(-maxExchanges)));
  } catch {
    // Storage full or blocked: the conversation still lives in memory for this page.
  }
}
