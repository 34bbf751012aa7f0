/**
 * The Stamp Doctor: given a request's raw body and headers (and, if known, the credentials of the
 * organization it addresses), one verdict and every check that led to it. Pure: it reads no
 * storage and never throws on what it is given.
 */
import { API_KEY_STAMP_HEADER, WEBAUTHN_STAMP_HEADER } from '@docs/platform-api';
import { diagnoseApiKeyStamp } from './api-key';
import { ATTESTED_HEADER, diagnoseAttestedStamp } from './attested';
import { CheckLog, type KnownCredentials, type StampDiagnosis } from './checks';
import { diagnoseWebAuthnStamp } from './webauthn';

export interface StampDiagnosisInput {
  /** The body exactly as sent; its UTF-8 bytes are what was signed. */
  body: string;
  /** Header names in any case. */
  headers: Record<string, string>;
  known?: KnownCredentials;
  /** The time an attestation token's expiry is checked against (default: now). */
  nowMs?: number;
}

function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.trim().toLowerCase() === wanted);
  return entry?.[1];
}

export async function diagnoseStamp(input: StampDiagnosisInput): Promise<StampDiagnosis> {
  const log = new CheckLog();
  const label = 'The request carries a stamp header';
  const apiKey = header(input.headers, API_KEY_STAMP_HEADER);
  const webauthn = header(input.headers, WEBAUTHN_STAMP_HEADER);
  const attested = header(input.headers, ATTESTED_HEADER);
  if (apiKey !== undefined) {
    log.pass(
      'header',
      label,
      webauthn === undefined
        ? API_KEY_STAMP_HEADER
        : `${API_KEY_STAMP_HEADER}, read first; ${WEBAUTHN_STAMP_HEADER} is present too and not read`,
    );
    await diagnoseApiKeyStamp(log, apiKey, input.body, input.known);
  } else if (webauthn !== undefined) {
    log.pass('header', label, WEBAUTHN_STAMP_HEADER);
    await diagnoseWebAuthnStamp(log, webauthn, input.body, input.known);
  } else if (attested !== undefined) {
    log.pass('header', label, ATTESTED_HEADER);
    await diagnoseAttestedStamp(log, attested, input.body, input.nowMs ?? Date.now());
  } else {
    const names = Object.keys(input.headers);
    log.fail(
      'missing_header',
      'header',
      label,
      names.length === 0
        ? `No headers were given; expected ${API_KEY_STAMP_HEADER}, ${WEBAUTHN_STAMP_HEADER} or ${ATTESTED_HEADER}`
        : `Headers given: ${names.join(', ')}; none is ${API_KEY_STAMP_HEADER}, ${WEBAUTHN_STAMP_HEADER} or ${ATTESTED_HEADER}`,
    );
  }
  return log.result();
}
