export { STATUS_CODES, statusCode, type StatusCode, type StatusCodeName } from './status-codes';
export {
  TURNKEY_ERROR_CODES,
  TURNKEY_ERROR_DETAIL_TYPE,
  type TurnkeyErrorCode,
  type TurnkeyErrorCodeName,
} from './turnkey-error-codes';
