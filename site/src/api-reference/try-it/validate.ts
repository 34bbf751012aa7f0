/** Live checks of the body the reader edits, against the operation's zod request schema. */
import { findOperation } from '@docs/platform-api';
import type { OperationData } from '../../plugins/api-reference/page-data';

export interface BodyIssue {
  /** Where in the body, e.g. `parameters.accounts[0].curve`; `(body)` for the whole body. */
  path: string;
  message: string;
}

export type BodyCheck =
  | { kind: 'invalid-json'; message: string }
  | { kind: 'issues'; issues: BodyIssue[] }
  | { kind: 'valid' };

/** The example request, pretty-printed; a submission gets the current time as `timestampMs`. */
export function prefilledBody(
  operation: Pick<OperationData, 'kind' | 'example'>,
  now: number = Date.now(),
): string {
  const example = operation.example.request;
  const body =
    operation.kind === 'submission' &&
    example &&
    typeof example === 'object' &&
    !Array.isArray(example)
      ? { ...example, timestampMs: String(now) }
      : example;
  return JSON.stringify(body, null, 2);
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

export function checkBody(operationName: string, text: string): BodyCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'invalid-json', message: `The body is not valid JSON: ${reason}` };
  }
  const operation = findOperation(operationName);
  if (!operation) return { kind: 'valid' };
  const result = operation.request.safeParse(value);
  if (result.success) return { kind: 'valid' };
  return {
    kind: 'issues',
    issues: result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
  };
}
