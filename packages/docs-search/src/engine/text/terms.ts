import { stem } from './stem';

/**
 * Turns a token into index terms. A plain word gives its stem; an identifier gives its whole
 * form without separators (so `create_sub_organization`, `createSubOrganization` and
 * `CREATE_SUB_ORGANIZATION` are one term) plus the stems of its parts (so "create sub
 * organization" finds it too). Stop words give nothing.
 */

/** Words too common to tell pages apart; dropped from the index and from queries. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or ' +
    'our that the their then this to was we what when where which who why will with you your'
  ).split(' '),
);

/**
 * Words that ask rather than say what is asked about ("how do I *get* …", "is there a *way* …"):
 * dropped from questions, by the search box and the assistant alike.
 */
export const questionWords: ReadonlySet<string> = new Set(
  (
    'about actually all also am any anything able best could did does doing done each every ' +
    'exactly existing explain get give go going guide happen happens has have help here hi ' +
    'hello hit know let like list looking mean means my need needs over please possible really ' +
    'should show some someone something supposed tell thanks there these they thing things ' +
    'those use used using want way ways work works would'
  ).split(' '),
);

const camelBoundary = /[a-z][A-Z]/;
const camelParts = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Lower-case, without accents. */
export function normalize(token: string): string {
  return token.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function isIdentifier(token: string): boolean {
  return /[_\-@]/.test(token) || camelBoundary.test(token);
}

/**
 * The parts of an identifier, lower-case: `createSubOrganization` → create, sub, organization;
 * `@turnkey/sdk-server` → turnkey, sdk, server.
 */
export function identifierParts(token: string): string[] {
  return token
    .split(/[_\-@/.]+/)
    .flatMap((segment) =>
      camelBoundary.test(segment) ? (segment.match(camelParts) ?? [segment]) : [segment],
    )
    .map(normalize)
    .filter(Boolean);
}

function wordTerm(word: string): string | null {
  if (stopWords.has(word)) return null;
  return /\d/.test(word) ? word : stem(word);
}

/** A token's terms: an identifier's whole form and its parts' stems; a word's stem. */
export interface TokenTerms {
  /** The identifier without separators, stemmed; null for a plain word. */
  whole: string | null;
  parts: string[];
  /**
   * A code name's whole form as written (`createpolicy`): the stem makes `create_policy` and
   * `create_policies` one term, and a reader who typed one name means that one. The index
   * holds it besides the stem only where the two differ.
   */
  spelled?: string;
}

/** Tokens repeat a lot (in the index and in every highlighted hit): remember their terms. */
const cache = new Map<string, TokenTerms>();
const cacheLimit = 50_000;

export function tokenTerms(token: string): TokenTerms {
  let terms = cache.get(token);
  if (!terms) {
    if (cache.size >= cacheLimit) cache.clear();
    terms = computeTokenTerms(token);
    cache.set(token, terms);
  }
  return terms;
}

function computeTokenTerms(token: string): TokenTerms {
  if (!isIdentifier(token)) {
    const term = wordTerm(normalize(token));
    return { whole: null, parts: term ? [term] : [] };
  }
  const parts = identifierParts(token);
  const partTerms = parts
    .filter((part) => part.length > 1)
    .map(wordTerm)
    .filter((term): term is string => term !== null);
  // A package's own name is a term too: `@turnkey/sdk-server` is found by `sdk-server`.
  const name = token.startsWith('@') ? token.slice(token.indexOf('/') + 1) : null;
  if (name && isIdentifier(name)) partTerms.push(stem(identifierParts(name).join('')));
  const joined = parts.join('');
  const whole = stem(joined);
  const isCodeName = token.includes('_') || camelBoundary.test(token);
  return {
    whole,
    parts: [...new Set(partTerms)],
    ...(isCodeName ? { spelled: joined } : {}),
  };
}

/** The terms a token adds to the index. */
export function termsOf(token: string): string[] {
  const { whole, parts, spelled } = tokenTerms(token);
  const terms = whole && !parts.includes(whole) ? [whole, ...parts] : parts;
  return spelled && spelled !== whole ? [spelled, ...terms] : terms;
}

/** MiniSearch's `processTerm`: one token in, its terms out (none for a stop word). */
export function processTerm(token: string): string[] | null {
  const terms = termsOf(token);
  return terms.length > 0 ? terms : null;
}
