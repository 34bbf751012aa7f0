/** Schema failures as one INVALID_ARGUMENT error that names every offending field path. */
import type { z } from 'zod';
import { SandboxError } from './errors';

/** `parameters.accounts[0].curve`, from zod's path segments. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('');
}

/**
 * Parses `body` with `schema`, or throws naming each field path and what was wrong with it;
 * `under` is where `body` sits in the request (`parameters`), put before each path.
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  body: unknown,
  under?: string,
): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const paths = parsed.error.issues.map((issue) =>
    fieldPath(under === undefined ? issue.path : [under, ...issue.path]),
  );
  const problems = parsed.error.issues.map(
    (issue, index) => `${paths[index] || '(body)'}: ${issue.message}`,
  );
  throw new SandboxError(
    'INVALID_ARGUMENT',
    'INVALID_REQUEST_BODY',
    `bad request body: ${problems.join('; ')}`,
    undefined,
    { fieldViolations: paths },
  );
}
