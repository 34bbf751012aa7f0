/**
 * A small English suffix stemmer, enough for developer docs: plurals, -ed, -ing, -ation and
 * a final -e map to one stem ("policies" → "polici" = "policy", "signing" → "sign",
 * "authentication" → "authenticat" = "authenticate" = "authenticator"). It is applied to both
 * the index and the query, so only consistency matters, not linguistic correctness.
 * Identifiers and words with digits are left alone (see `terms.ts`).
 */

const vowel = /[aeiouy]/;
const endsWithDoubleConsonant = /([b-df-hj-km-np-rtv-xz])\1$/;

/** `word` must be lower-case ASCII letters; anything else is returned unchanged. */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = stripPlural(word);
  w = stripVerbEnding(w);
  w = normalizeDerivation(w);
  if (w.length > 3 && /[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function stripPlural(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return `${w.slice(0, -3)}i`;
  if (/(ss|us|is)$/.test(w)) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function stripVerbEnding(w: string): string {
  if (w.endsWith('ied')) return `${w.slice(0, -3)}i`;
  if (w.endsWith('eed')) return w;
  for (const suffix of ['ed', 'ing']) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    // "used", "string", "thing": too short or no vowel left, so not a suffix.
    if (base.length < 3 || !vowel.test(base)) return w;
    return endsWithDoubleConsonant.test(base) && !/(ll|ss|zz)$/.test(base)
      ? base.slice(0, -1)
      : base;
  }
  return w;
}

const derivations: readonly [string, string][] = [
  ['isation', 'ize'],
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['ise', 'ize'],
];

function normalizeDerivation(w: string): string {
  for (const [suffix, replacement] of derivations) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      return w.slice(0, -suffix.length) + replacement;
    }
  }
  return w;
}
