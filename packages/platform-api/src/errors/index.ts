export { STATUS_CODES, statusCode, type StatusCode, type StatusCodeName } from './status-codes';
