/**
 * Splits text into words. Identifiers stay whole: `create_sub_organization`,
 * `ACTIVITY_TYPE_SIGN_TRANSACTION_V2`, `sub-organization`, `createSubOrganization` and package
 * names such as `@turnkey/sdk-server` are one token each; `terms.ts` turns a token into the
 * terms the index holds.
 */

/**
 * A scoped package name (`@scope/name`, no trailing dot), else a word: letters and digits, with
 * `_` or `-` joining the parts of one identifier.
 */
const word =
  /@[\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?\/[\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?|[\p{L}\p{N}]+(?:[_-]+[\p{L}\p{N}]+)*/gu;

export interface WordSpan {
  token: string;
  start: number;
  end: number;
}

/** The words of `text` with their offsets, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(word), (match) => ({
    token: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export function tokenize(text: string): string[] {
  return text.match(word) ?? [];
}
