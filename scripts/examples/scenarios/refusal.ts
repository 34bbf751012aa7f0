/**
 * A call the sandbox must refuse, checked the way a guide's errors row describes it: the HTTP
 * status it answered with, the gRPC status in the error's `code`, the `turnkeyErrorCode` in its
 * `details`, and the field the message names. What it saw is recorded in `observed` as well, so
 * the row's tokens are compared by the runner too (decision record 0175).
 */
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';
import type { Observed, ScenarioContext } from './support';

export interface Refusal {
  http: number;
  /** The gRPC status in `code`, when the row names one. */
  code?: StatusCodeName;
  /** The `turnkeyErrorCode` of the one entry in `details`. */
  category: string;
  /** Text the message must contain, usually the field the row names. */
  names: string;
}

export async function refuses(
  context: ScenarioContext,
  observed: Observed,
  what: string,
  call: () => Promise<unknown>,
  expected: Refusal,
): Promise<void> {
  let caught: unknown;
  const from = context.httpStatuses().length;
  await observed.throws(what, async () => {
    try {
      return await call();
    } catch (error) {
      caught = error;
      throw error;
    }
  });
  const answered = context.httpStatuses().slice(from);
  const error = caught as { name?: unknown; code?: unknown; details?: unknown; message?: unknown };
  const categories = Array.isArray(error.details)
    ? error.details.map((detail: { turnkeyErrorCode?: unknown }) => detail.turnkeyErrorCode)
    : [];
  const problems = [
    error.name === 'TurnkeyRequestError' ? '' : `threw ${String(error.name)}`,
    answered.at(-1) === expected.http ? '' : `answered HTTP ${answered.join(', ')}`,
    expected.code === undefined || error.code === statusCode(expected.code).code
      ? ''
      : `code ${String(error.code)}`,
    categories.includes(expected.category) ? '' : `details ${JSON.stringify(error.details)}`,
    String(error.message).includes(expected.names) ? '' : `message without "${expected.names}"`,
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(
      `${what}: expected HTTP ${expected.http}, ${expected.code ?? 'any code'}, ${expected.category}, naming "${expected.names}"; ${problems.join('; ')} (${String(error.message).slice(0, 300)})`,
    );
  }
}

/** The answer the product pages' tables give: an HTTP status and `REQUEST_INVALID`. */
export const requestInvalid = (http: 400 | 404, names: string): Refusal => ({
  http,
  category: 'REQUEST_INVALID',
  names,
});
