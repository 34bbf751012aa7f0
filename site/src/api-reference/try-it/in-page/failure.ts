/**
 * Failures of the in-page sandbox as responses in the platform's error shape, so the panel shows
 * them like any other error response instead of waiting on a promise that never settles.
 */
import { SANDBOX_HEADER } from '@docs/sandbox/defaults';
import { errorBody } from '@docs/sandbox/error-body';
import { statusCode, type StatusCodeName } from '@docs/platform-api/status-codes';
import type { SandboxResponse } from './protocol';
import { reasonPhrase } from './reason-phrase';

export function failureResponse(
  status: StatusCodeName,
  turnkeyErrorCode: string,
  message: string,
): SandboxResponse {
  const { httpStatus } = statusCode(status);
  return {
    status: httpStatus,
    statusText: reasonPhrase(httpStatus),
    headers: [
      ['content-type', 'application/json'],
      [SANDBOX_HEADER.name.toLowerCase(), SANDBOX_HEADER.value],
    ],
    body: JSON.stringify(errorBody(status, turnkeyErrorCode, message)),
  };
}
