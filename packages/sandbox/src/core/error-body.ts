/**
 * The platform's error body, `{ code, message, details }`, with nothing else attached, so a page
 * that only needs to shape an error (the in-page sandbox's client, when its worker does not
 * answer) can import it without the core. The one detail entry is the platform's
 * `TurnkeyErrorDetail`: its `@type` and a published `turnkeyErrorCode`, nothing more.
 */
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';
import { TURNKEY_ERROR_DETAIL_TYPE } from '@docs/platform-api/turnkey-error-codes';
import { categoryOf } from './error-categories';

export interface ErrorBody {
  code: number;
  message: string;
  details: { '@type': string; turnkeyErrorCode: string }[];
}

/** The `@type` of the detail entry, as the platform sends it. */
export const ERROR_DETAIL_TYPE = TURNKEY_ERROR_DETAIL_TYPE;

/** The body for `status`; `reason` is the sandbox's name for the case, sent as its category. */
export function errorBody(status: StatusCodeName, reason: string, message: string): ErrorBody {
  return {
    code: statusCode(status).code,
    message,
    details: [{ '@type': ERROR_DETAIL_TYPE, turnkeyErrorCode: categoryOf(status, reason) }],
  };
}
