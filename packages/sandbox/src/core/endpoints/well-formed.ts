/**
 * Strings the platform cannot hold: its API carries protobuf strings, which must be valid UTF-8,
 * so a JSON string with a lone surrogate (`"\ud800"`) cannot reach it. The sandbox refuses such a
 * body with 400 naming the field, instead of storing text no other client could read back.
 */
import { fieldPath } from '../validation';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/** The field path for a message; a path hundreds of levels deep is cut short. */
function shown(path: PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path.length > 32 ? `${fieldPath(path.slice(0, 32))}…` : fieldPath(path);
}

/** The path of the first string (or object key) in `value` with a lone surrogate, if any. */
export function illFormedStringAt(value: unknown): string | undefined {
  // An explicit stack with parent links: a body may nest deeper than the call stack allows, and
  // a path is built only for the string that fails.
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return shown(pathOf(visit));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return shown([...pathOf(visit), key]);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
