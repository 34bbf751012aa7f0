/**
 * The platform's error body, `{ code, message, details }`, with nothing else attached, so a page
 * that only needs to shape an error (the in-page sandbox's client, when its worker does not
 * answer) can import it without the core.
 */
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';

export interface ErrorBody {
  code: number;
  message: string;
  details: { '@type': string; turnkeyErrorCode: string; [key: string]: unknown }[];
}

/** The `@type` of the detail entry; names the kind of detail, as the platform's `Any` does. */
export const ERROR_DETAIL_TYPE = 'sandbox.v1.TurnkeyErrorDetail';

export function errorBody(
  status: StatusCodeName,
  turnkeyErrorCode: string,
  message: string,
  extra: Record<string, unknown> = {},
): ErrorBody {
  return {
    code: statusCode(status).code,
    message,
    details: [{ '@type': ERROR_DETAIL_TYPE, turnkeyErrorCode, ...extra }],
  };
}
