/**
 * How large a policy expression may be, and how much work evaluating one may take. The platform
 * publishes no figures; these keep every expression the docs show (an allow-list of a hundred
 * addresses, `any()` inside `any()`) well inside, and refuse what would stall the server: a
 * condition is refused when it is written if it breaks one of them, and evaluation stops with a
 * reason when a stored expression (written before the limits) reaches one.
 */
export const POLICY_LIMITS = {
  /** Characters of one expression. */
  maxLength: 16_384,
  /** Nesting of parentheses, lists, `!`, function arguments and indexes. */
  maxDepth: 32,
  /** Nodes of the parsed expression (each name, literal, operator, field, call). */
  maxNodes: 2_000,
  /** `any`, `all` and `filter` inside one another. */
  maxBindingNesting: 4,
  /** Sub-expressions evaluated for one expression (each list item a predicate visits counts). */
  maxSteps: 200_000,
} as const;

/** An expression over one of `POLICY_LIMITS`; the message names the limit. */
export class PolicyLimitError extends Error {}
