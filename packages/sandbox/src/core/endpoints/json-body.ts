/**
 * The body of a sandbox-only endpoint: JSON (an empty body reads as `{}`), checked against the
 * endpoint's schema. Anything else is a 400 saying why.
 */
import type * as z from 'zod';
import { invalid } from '../errors';
import type { SandboxRequest } from '../request';
import { parseOrThrow } from '../validation';

export async function readJson(request: SandboxRequest): Promise<unknown> {
  const text = await request.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('The body is not valid JSON', 'MALFORMED_JSON');
  }
}

export async function jsonBody<T extends z.ZodType>(
  request: SandboxRequest,
  schema: T,
): Promise<z.output<T>> {
  return parseOrThrow(schema, await readJson(request));
}
