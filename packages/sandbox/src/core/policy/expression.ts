/**
 * The policy language the docs teach (site/docs/.../policies/language.mdx), parsed and evaluated
 * by the sandbox: literals (`true`, integers, `'strings'`, `[lists]`), `&&`, `||`, `!`, the six
 * comparisons, `in`, field access, `x[i]`, `x[start..end]`, and the functions `any`, `all`,
 * `filter` (each binding a name), `contains` and `count` (also written `list.count`). Integers
 * are bigints, so 256-bit token amounts compare exactly.
 *
 * Two kinds of failure stay apart: `PolicySyntaxError` (the text is not an expression) and
 * `PolicyUnsupportedError` (a keyword or function the sandbox does not evaluate); both are
 * raised when a policy is created, never silently ignored. `PolicyEvaluationError` is raised
 * while evaluating (a type mismatch, a missing field). `PolicyLimitError` (limits.ts) is raised
 * by both when an expression is too large or too costly, before the stack or the clock suffers.
 */
import { POLICY_LIMITS, PolicyLimitError } from './limits';

export type Value = boolean | bigint | string | Value[] | { [field: string]: Value };

export type Expression =
  | { kind: 'literal'; value: Value }
  | { kind: 'name'; name: string }
  | { kind: 'list'; items: Expression[] }
  | { kind: 'not'; operand: Expression }
  | { kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression }
  | { kind: 'field'; target: Expression; field: string }
  | { kind: 'index'; target: Expression; index: Expression }
  | { kind: 'slice'; target: Expression; start: Expression; end: Expression }
  | { kind: 'call'; target: Expression; method: string; binding?: string; args: Expression[] };

type BinaryOperator = '&&' | '||' | '==' | '!=' | '<' | '>' | '<=' | '>=' | 'in';

export class PolicySyntaxError extends Error {}
export class PolicyUnsupportedError extends Error {}
export class PolicyEvaluationError extends Error {}

/** A keyword that is not filled for this activity (`eth.tx` of a create_wallet). */
export class NotApplicableError extends Error {}

/** Why a struct leaves out a field the platform documents but the sandbox does not fill. */
type MissingFieldReason = (field: string) => string | undefined;
const missingFieldReasons = new WeakMap<object, MissingFieldReason>();

/**
 * Marks `struct` so that reading a field it does not have fails with the reason `why` gives
 * (a field whose format the platform does not publish, or one that cannot be decoded from this
 * transaction) instead of the generic "no field" message. Returns `struct`.
 */
export function withMissingFieldReasons<T extends { [field: string]: Value }>(
  struct: T,
  why: MissingFieldReason,
): T {
  missingFieldReasons.set(struct, why);
  return struct;
}

type Token =
  | { type: 'number'; value: bigint; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'name'; value: string; at: number }
  | { type: 'punct'; value: string; at: number }
  | { type: 'end'; at: number };

const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '..',
  '<',
  '>',
  '!',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];

const DIGITS = /[0-9]+/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** The run of `pattern` (a sticky regex) at `at`. */
function match(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

function tokenize(text: string): Token[] {
  if (text.length > POLICY_LIMITS.maxLength) {
    throw new PolicyLimitError(
      `the expression has ${text.length} characters; at most ${POLICY_LIMITS.maxLength} are allowed`,
    );
  }
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (/[0-9]/.test(char)) {
      const digits = match(DIGITS, text, at);
      tokens.push({ type: 'number', value: BigInt(digits), at });
      at += digits.length;
      continue;
    }
    if (/[A-Za-z_]/.test(char)) {
      const name = match(NAME, text, at);
      tokens.push({ type: 'name', value: name, at });
      at += name.length;
      continue;
    }
    if (char === "'") {
      const close = text.indexOf("'", at + 1);
      if (close < 0)
        throw new PolicySyntaxError(`unterminated string starting at column ${at + 1}`);
      tokens.push({ type: 'string', value: text.slice(at + 1, close), at });
      at = close + 1;
      continue;
    }
    if (char === '"') {
      throw new PolicySyntaxError(
        `double quotes at column ${at + 1}: strings in the policy language use single quotes`,
      );
    }
    const punct = PUNCTUATION.find((candidate) => text.startsWith(candidate, at));
    if (!punct) throw new PolicySyntaxError(`unexpected character ${char} at column ${at + 1}`);
    tokens.push({ type: 'punct', value: punct, at });
    at += punct.length;
  }
  tokens.push({ type: 'end', at });
  return tokens;
}

const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);
const BINDING_FUNCTIONS = new Set(['any', 'all', 'filter']);

/** Parses `text`; throws `PolicySyntaxError` naming the column of the problem. */
export function parseExpression(text: string): Expression {
  const tokens = tokenize(text);
  let position = 0;
  let depth = 0;
  let nodes = 0;
  let bindings = 0;
  /** Counts a node, and refuses the expression past `maxNodes`. */
  const node = <T extends Expression>(made: T): T => {
    nodes += 1;
    if (nodes > POLICY_LIMITS.maxNodes) {
      throw new PolicyLimitError(
        `the expression has more than ${POLICY_LIMITS.maxNodes} parts (names, values, operators, calls)`,
      );
    }
    return made;
  };
  /** Runs `parse` one level deeper, refusing nesting past `maxDepth` before the stack runs out. */
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > POLICY_LIMITS.maxDepth) {
      throw new PolicyLimitError(
        `the expression nests deeper than ${POLICY_LIMITS.maxDepth} levels (parentheses, lists, !, calls, indexes)`,
      );
    }
    const parsed = parse();
    depth -= 1;
    return parsed;
  };
  const peek = () => tokens[position] as Token;
  const next = () => tokens[position++] as Token;
  const isPunct = (value: string) => {
    const token = peek();
    return token.type === 'punct' && token.value === value;
  };
  const describe = (token: Token) =>
    token.type === 'end'
      ? 'the end'
      : `${JSON.stringify(String(token.value))} at column ${token.at + 1}`;
  const expect = (value: string) => {
    const token = next();
    if (token.type !== 'punct' || token.value !== value) {
      throw new PolicySyntaxError(`expected ${value}, found ${describe(token)}`);
    }
  };
  const expectName = (): string => {
    const token = next();
    if (token.type !== 'name')
      throw new PolicySyntaxError(`expected a name, found ${describe(token)}`);
    return token.value;
  };

  function primary(): Expression {
    const token = next();
    if (token.type === 'number' || token.type === 'string') {
      return node({ kind: 'literal', value: token.value });
    }
    if (token.type === 'name') {
      if (token.value === 'true' || token.value === 'false') {
        return node({ kind: 'literal', value: token.value === 'true' });
      }
      return node({ kind: 'name', name: token.value });
    }
    if (token.type === 'punct' && token.value === '(') {
      const inner = nested(or);
      expect(')');
      return inner;
    }
    if (token.type === 'punct' && token.value === '[') {
      const items: Expression[] = [];
      if (!isPunct(']')) {
        items.push(nested(or));
        while (isPunct(',')) {
          next();
          items.push(nested(or));
        }
      }
      expect(']');
      return node({ kind: 'list', items });
    }
    throw new PolicySyntaxError(`expected a value, found ${describe(token)}`);
  }

  function postfix(): Expression {
    let target = primary();
    for (;;) {
      if (isPunct('.')) {
        next();
        const field = expectName();
        if (!isPunct('(')) {
          target = node({ kind: 'field', target, field });
          continue;
        }
        next();
        if (BINDING_FUNCTIONS.has(field)) {
          const binding = expectName();
          expect(',');
          bindings += 1;
          if (bindings > POLICY_LIMITS.maxBindingNesting) {
            throw new PolicyLimitError(
              `any(), all() and filter() nest deeper than ${POLICY_LIMITS.maxBindingNesting} levels`,
            );
          }
          const predicate = nested(or);
          bindings -= 1;
          expect(')');
          target = node({ kind: 'call', target, method: field, binding, args: [predicate] });
        } else {
          const args: Expression[] = [];
          if (!isPunct(')')) {
            args.push(nested(or));
            while (isPunct(',')) {
              next();
              args.push(nested(or));
            }
          }
          expect(')');
          target = node({ kind: 'call', target, method: field, args });
        }
      } else if (isPunct('[')) {
        next();
        const index = nested(or);
        if (isPunct('..')) {
          next();
          const end = nested(or);
          expect(']');
          target = node({ kind: 'slice', target, start: index, end });
        } else {
          expect(']');
          target = node({ kind: 'index', target, index });
        }
      } else {
        return target;
      }
    }
  }

  function unary(): Expression {
    if (isPunct('!')) {
      next();
      return node({ kind: 'not', operand: nested(unary) });
    }
    return postfix();
  }

  function comparison(): Expression {
    const left = unary();
    const token = peek();
    if (token.type === 'punct' && COMPARISONS.has(token.value)) {
      next();
      const operator = token.value as BinaryOperator;
      return node({ kind: 'binary', operator, left, right: unary() });
    }
    if (token.type === 'name' && token.value === 'in') {
      next();
      return node({ kind: 'binary', operator: 'in', left, right: unary() });
    }
    return left;
  }

  function and(): Expression {
    let left = comparison();
    while (isPunct('&&')) {
      next();
      left = node({ kind: 'binary', operator: '&&', left, right: comparison() });
    }
    return left;
  }

  function or(): Expression {
    let left = and();
    while (isPunct('||')) {
      next();
      left = node({ kind: 'binary', operator: '||', left, right: and() });
    }
    return left;
  }

  const expression = or();
  if (peek().type !== 'end') throw new PolicySyntaxError(`unexpected ${describe(peek())}`);
  const steps = estimatedSteps(expression);
  if (steps > POLICY_LIMITS.maxSteps) {
    throw new PolicyLimitError(
      `evaluating the expression takes about ${steps} steps over its own lists; at most ${POLICY_LIMITS.maxSteps} are allowed`,
    );
  }
  return expression;
}

/** How many items a list-valued node has when the expression itself says (a list literal). */
function knownLength(node: Expression): number {
  if (node.kind === 'list') return node.items.length;
  if (node.kind === 'slice' || (node.kind === 'call' && node.method === 'filter')) {
    return knownLength(node.target);
  }
  return 1;
}

/**
 * A lower bound of the steps `evaluate` takes: a predicate over a list literal runs once per
 * item; a list read from the activity counts as one item (its length is known only then, when
 * `maxSteps` stops the evaluation instead).
 */
function estimatedSteps(node: Expression): number {
  switch (node.kind) {
    case 'literal':
    case 'name':
      return 1;
    case 'list':
      return node.items.reduce((sum, item) => sum + estimatedSteps(item), 1);
    case 'not':
      return 1 + estimatedSteps(node.operand);
    case 'binary':
      return 1 + estimatedSteps(node.left) + estimatedSteps(node.right);
    case 'field':
      return 1 + estimatedSteps(node.target);
    case 'index':
      return 1 + estimatedSteps(node.target) + estimatedSteps(node.index);
    case 'slice':
      return (
        1 + estimatedSteps(node.target) + estimatedSteps(node.start) + estimatedSteps(node.end)
      );
    case 'call': {
      const args = node.args.reduce((sum, arg) => sum + estimatedSteps(arg), 0);
      const runs = node.binding === undefined ? 1 : knownLength(node.target);
      return 1 + estimatedSteps(node.target) + runs * args;
    }
  }
}

const FUNCTIONS = new Set(['any', 'all', 'filter', 'contains', 'count']);

/**
 * Checks that every keyword the expression reads is one of `keywords` (the rest of the
 * language's keywords are named in the error as not evaluated by the sandbox) and every
 * function is one the sandbox evaluates.
 */
export function checkSupported(
  expression: Expression,
  keywords: ReadonlySet<string>,
  field: string,
): void {
  const visit = (node: Expression, bound: ReadonlySet<string>): void => {
    switch (node.kind) {
      case 'literal':
        return;
      case 'name':
        if (!bound.has(node.name) && !keywords.has(node.name)) {
          throw new PolicyUnsupportedError(
            `${field}: the sandbox does not evaluate the keyword ${node.name} (it evaluates ${[...keywords].join(', ')})`,
          );
        }
        return;
      case 'list':
        node.items.forEach((item) => visit(item, bound));
        return;
      case 'not':
        visit(node.operand, bound);
        return;
      case 'binary':
        visit(node.left, bound);
        visit(node.right, bound);
        return;
      case 'field':
        visit(node.target, bound);
        return;
      case 'index':
        visit(node.target, bound);
        visit(node.index, bound);
        return;
      case 'slice':
        visit(node.target, bound);
        visit(node.start, bound);
        visit(node.end, bound);
        return;
      case 'call': {
        if (!FUNCTIONS.has(node.method)) {
          throw new PolicyUnsupportedError(
            `${field}: the sandbox does not evaluate the function ${node.method}() (it evaluates ${[...FUNCTIONS].join(', ')})`,
          );
        }
        visit(node.target, bound);
        const inner = node.binding ? new Set([...bound, node.binding]) : bound;
        node.args.forEach((arg) => visit(arg, inner));
      }
    }
  };
  visit(expression, new Set());
}

/**
 * A keyword's value, or a function that throws `NotApplicableError` when the activity does not
 * have it (so a condition on `eth.tx` does not match a create_wallet).
 */
export type Scope = Readonly<Record<string, Value | (() => Value)>>;

function typeName(value: Value): string {
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'string';
  return Array.isArray(value) ? 'list' : 'struct';
}

function equal(a: Value, b: Value): boolean {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) {
    throw new PolicyEvaluationError(`cannot compare ${typeName(a)} with ${typeName(b)}`);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => equal(item, b[index] as Value));
  }
  // writeValue, not JSON.stringify, which throws on the ints (bigints) a struct may hold.
  if (typeof a === 'object') return writeValue(a) === writeValue(b);
  return a === b;
}

function asBool(value: Value, what: string): boolean {
  if (typeof value !== 'boolean') {
    throw new PolicyEvaluationError(`${what} must be a bool, found ${typeName(value)}`);
  }
  return value;
}

function asList(value: Value, what: string): Value[] {
  if (!Array.isArray(value)) {
    throw new PolicyEvaluationError(`${what} needs a list, found ${typeName(value)}`);
  }
  return value;
}

function asInt(value: Value, what: string): bigint {
  if (typeof value !== 'bigint') {
    throw new PolicyEvaluationError(`${what} needs an int, found ${typeName(value)}`);
  }
  return value;
}

/** What `evaluate` records when asked: each sub-expression's value and each fact it read. */
export interface EvaluationTrace {
  /** Sub-expressions in the order they finished, `depth` 0 the whole expression. */
  steps: { expression: string; value: string; depth: number; where?: string }[];
  /** Facts read from the scope (`eth.tx.to`, `activity.type`), each once, the longest path. */
  facts: { fact: string; value: string }[];
  /** True when more sub-expressions ran than `TRACE_STEPS` kept. */
  truncated: boolean;
}

export interface EvaluateOptions {
  /** Filled while evaluating; leave it out on the authorize path, which then records nothing. */
  trace?: EvaluationTrace;
}

/** Sub-expression values a trace keeps (a predicate over a long list repeats its own). */
export const TRACE_STEPS = 400;

const SHOWN_VALUE = 300;

/** A value as the policy language writes it, cut after `SHOWN_VALUE` characters. */
export function formatValue(value: Value): string {
  const text = writeValue(value);
  return text.length > SHOWN_VALUE ? `${text.slice(0, SHOWN_VALUE)}…` : text;
}

function writeValue(value: Value): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(writeValue).join(', ')}]`;
  const fields = Object.entries(value).map(([field, item]) => `${field}: ${writeValue(item)}`);
  return `{${fields.join(', ')}}`;
}

const PRECEDENCE: Record<BinaryOperator, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 3,
  '>': 3,
  '<=': 3,
  '>=': 3,
  in: 3,
};

const precedence = (node: Expression): number =>
  node.kind === 'binary' ? PRECEDENCE[node.operator] : node.kind === 'not' ? 4 : 5;

/** `node` written back in the policy language, with the parentheses its meaning needs. */
export function formatExpression(node: Expression): string {
  const wrap = (inner: Expression, needs: boolean) =>
    needs ? `(${formatExpression(inner)})` : formatExpression(inner);
  switch (node.kind) {
    case 'literal':
      return writeValue(node.value);
    case 'name':
      return node.name;
    case 'list':
      return `[${node.items.map(formatExpression).join(', ')}]`;
    case 'not':
      return `!${wrap(node.operand, precedence(node.operand) < 4)}`;
    case 'binary': {
      const level = PRECEDENCE[node.operator];
      const operand = (inner: Expression, right: boolean) =>
        wrap(
          inner,
          level === 3
            ? precedence(inner) <= 3
            : right
              ? precedence(inner) <= level
              : precedence(inner) < level,
        );
      return `${operand(node.left, false)} ${node.operator} ${operand(node.right, true)}`;
    }
    case 'field':
      return `${wrap(node.target, precedence(node.target) < 5)}.${node.field}`;
    case 'index':
      return `${wrap(node.target, precedence(node.target) < 5)}[${formatExpression(node.index)}]`;
    case 'slice':
      return `${wrap(node.target, precedence(node.target) < 5)}[${formatExpression(node.start)}..${formatExpression(node.end)}]`;
    case 'call': {
      const args = node.args.map(formatExpression);
      const inner = node.binding === undefined ? args : [node.binding, ...args];
      return `${wrap(node.target, precedence(node.target) < 5)}.${node.method}(${inner.join(', ')})`;
    }
  }
}

/** The name a chain of fields and indexes starts from (`eth` of `eth.tx.to`), if it does. */
function rootName(node: Expression): string | undefined {
  let current = node;
  while (current.kind === 'field' || current.kind === 'index' || current.kind === 'slice') {
    current = current.target;
  }
  return current.kind === 'name' ? current.name : undefined;
}

const isStruct = (value: Value): value is { [field: string]: Value } =>
  typeof value === 'object' && !Array.isArray(value);

/**
 * Evaluates `expression` in `scope`, stopping with `PolicyLimitError` after
 * `POLICY_LIMITS.maxSteps` sub-expressions; with `options.trace`, records what it computed.
 */
export function evaluate(expression: Expression, scope: Scope, options?: EvaluateOptions): Value {
  let steps = 0;
  const spend = (count: number) => {
    steps += count;
    if (steps > POLICY_LIMITS.maxSteps) {
      throw new PolicyLimitError(
        `evaluation stopped after ${POLICY_LIMITS.maxSteps} steps (the limit for one expression)`,
      );
    }
  };
  const compute = (node: Expression, locals: ReadonlyMap<string, Value>): Value => {
    spend(1);
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'name': {
        const local = locals.get(node.name);
        if (local !== undefined) return local;
        const value = scope[node.name];
        if (value === undefined) throw new PolicyEvaluationError(`unknown name ${node.name}`);
        return typeof value === 'function' ? value() : value;
      }
      case 'list':
        return node.items.map((item) => run(item, locals));
      case 'not':
        return !asBool(run(node.operand, locals), '!');
      case 'binary': {
        const { operator } = node;
        if (operator === '&&') {
          return asBool(run(node.left, locals), '&&') && asBool(run(node.right, locals), '&&');
        }
        if (operator === '||') {
          return asBool(run(node.left, locals), '||') || asBool(run(node.right, locals), '||');
        }
        const left = run(node.left, locals);
        const right = run(node.right, locals);
        if (operator === '==') return equal(left, right);
        if (operator === '!=') return !equal(left, right);
        if (operator === 'in') {
          const list = asList(right, 'in');
          spend(list.length);
          return list.some((item) => equal(left, item));
        }
        const a = asInt(left, operator);
        const b = asInt(right, operator);
        if (operator === '<') return a < b;
        if (operator === '>') return a > b;
        if (operator === '<=') return a <= b;
        return a >= b;
      }
      case 'field': {
        const target = run(node.target, locals);
        // The docs write `list.count` as well as `list.count()` (solana.tx.transfers.count == 1).
        if (Array.isArray(target) && node.field === 'count') return BigInt(target.length);
        if (typeof target !== 'object' || Array.isArray(target)) {
          throw new PolicyEvaluationError(
            `.${node.field} needs a struct, found ${typeName(target)}`,
          );
        }
        const value = target[node.field];
        if (value === undefined) {
          const reason = missingFieldReasons.get(target)?.(node.field);
          if (reason) throw new PolicyEvaluationError(`${node.field}: ${reason}`);
          throw new PolicyEvaluationError(
            `no field ${node.field}; the sandbox fills ${Object.keys(target).join(', ') || 'none'} here`,
          );
        }
        return value;
      }
      case 'index': {
        const target = run(node.target, locals);
        const key = run(node.index, locals);
        // A struct read by a string key (the MapKey pattern of eth.tx.contract_call_args['to']).
        if (typeof key === 'string' && isStruct(target)) {
          const field = Object.hasOwn(target, key) ? target[key] : undefined;
          if (field === undefined) throw new PolicyEvaluationError(`no key ${JSON.stringify(key)}`);
          return field;
        }
        const index = Number(asInt(key, '[index]'));
        const item = typeof target === 'string' ? target[index] : asList(target, '[index]')[index];
        if (item === undefined) throw new PolicyEvaluationError(`index ${index} is out of range`);
        return item;
      }
      case 'slice': {
        const target = run(node.target, locals);
        const start = Number(asInt(run(node.start, locals), '[start..end]'));
        const end = Number(asInt(run(node.end, locals), '[start..end]'));
        return typeof target === 'string'
          ? target.slice(start, end)
          : asList(target, '[start..end]').slice(start, end);
      }
      case 'call': {
        const target = run(node.target, locals);
        const list = asList(target, `${node.method}()`);
        const predicate = (item: Value) => {
          const inner = new Map(locals);
          inner.set(node.binding ?? '', item);
          return asBool(run(node.args[0] as Expression, inner), `${node.method}() predicate`);
        };
        switch (node.method) {
          case 'any':
            return list.some(predicate);
          case 'all':
            return list.every(predicate);
          case 'filter':
            return list.filter(predicate);
          case 'count':
            return BigInt(list.length);
          case 'contains': {
            const needle = run(node.args[0] as Expression, locals);
            spend(list.length);
            return list.some((item) => equal(item, needle));
          }
          default:
            throw new PolicyUnsupportedError(`the function ${node.method}() is not evaluated`);
        }
      }
    }
  };
  const trace = options?.trace;
  const run = trace ? tracing(compute, trace) : compute;
  return run(expression, new Map());
}

type Run = (node: Expression, locals: ReadonlyMap<string, Value>) => Value;

/** `compute` recording into `trace`: each value with its depth and bindings, each fact read. */
function tracing(compute: Run, trace: EvaluationTrace): Run {
  const texts = new WeakMap<Expression, string>();
  const text = (node: Expression) => {
    let written = texts.get(node);
    if (written === undefined) {
      written = formatExpression(node);
      texts.set(node, written);
    }
    return written;
  };
  const facts = new Map<string, string>();
  let depth = 0;
  const finish = () => {
    const paths = [...facts.keys()];
    const longest = paths.filter(
      (path) =>
        !paths.some((other) => other.startsWith(`${path}.`) || other.startsWith(`${path}[`)),
    );
    trace.facts.push(...longest.map((fact) => ({ fact, value: facts.get(fact) ?? '' })));
  };
  const run: Run = (node, locals) => {
    depth += 1;
    let value: Value;
    try {
      value = compute(node, locals);
      const root = rootName(node);
      if (root !== undefined && !locals.has(root)) facts.set(text(node), formatValue(value));
    } finally {
      depth -= 1;
      if (depth === 0) finish();
    }
    if (node.kind === 'literal') return value;
    if (trace.steps.length >= TRACE_STEPS) {
      trace.truncated = true;
      return value;
    }
    const where = [...locals].map(([name, bound]) => `${name} = ${formatValue(bound)}`);
    trace.steps.push({
      expression: text(node),
      value: formatValue(value),
      depth,
      ...(where.length > 0 ? { where: where.join(', ') } : {}),
    });
    return value;
  };
  return run;
}

/** Evaluates a policy expression that must produce a bool. */
export function evaluateBool(
  expression: Expression,
  scope: Scope,
  what: string,
  options?: EvaluateOptions,
): boolean {
  return asBool(evaluate(expression, scope, options), what);
}
