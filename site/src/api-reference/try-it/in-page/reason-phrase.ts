/**
 * HTTP reason phrases (RFC 9110, and RFC 6585 for 429) of the statuses the sandbox answers with.
 * A `Response` made in the worker has an empty `statusText`, where the Node sandbox's server
 * sends the phrase; the panel shows "200 OK" either way. 499 (the platform's "cancelled") has
 * no standard phrase.
 */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (status: number): string => REASON_PHRASES[status] ?? '';
