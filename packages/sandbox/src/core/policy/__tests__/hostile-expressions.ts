/**
 * The expressions issue 28 reports stalling or crashing the sandbox, built to their reported
 * sizes, for the unit and conformance tests of the limits.
 */

/** `[0, …, n-1]` as a list literal. */
const numbers = (n: number) => `[${Array.from({ length: n }, (_, index) => index).join(',')}]`;

/** All() inside all() over list literals, about 3.3 KB: billions of steps if evaluated. */
export function nestedAll(): string {
  const list = numbers(300);
  return `${list}.all(a, ${list}.all(b, ${list}.all(c, a == b || b != c)))`;
}

export const HOSTILE_EXPRESSIONS: Readonly<Record<string, string>> = {
  'a 3.3 KB nested all()': nestedAll(),
  '4,000 !': `${'!'.repeat(4000)}true`,
  '2,000 nested parentheses': `${'('.repeat(2000)}true${')'.repeat(2000)}`,
  'an 8,000-term &&': Array.from({ length: 8000 }, () => 'true').join(' && '),
};
