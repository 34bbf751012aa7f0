/**
 * The link that opens "Try it" on `/api` with a request body loaded: `/api?try=<operation>&body=<…>#<operation>`,
 * the body as base64url of its UTF-8 JSON. The docs' "Open in Try it" links are written with
 * `tryItHref` at build time and read back with `readTryItLink` on the page.
 */
import type { JsonValue } from '@docs/platform-api/model';
import { base64UrlDecode, base64UrlEncode, utf8Decode, utf8Encode } from '@docs/platform-api/bytes';

export const API_ROUTE = '/api';
const OPERATION_PARAM = 'try';
const BODY_PARAM = 'body';
/** Longer bodies are refused when read: no example on the site needs one this large. */
export const MAX_BODY_PARAM_LENGTH = 16_384;

const toBase64Url = (text: string): string => base64UrlEncode(utf8Encode(text));

const fromBase64Url = (encoded: string): string => utf8Decode(base64UrlDecode(encoded));

export function tryItHref(operation: string, body: JsonValue): string {
  const params = new URLSearchParams({
    [OPERATION_PARAM]: operation,
    [BODY_PARAM]: toBase64Url(JSON.stringify(body)),
  });
  return `${API_ROUTE}?${params.toString()}#${operation}`;
}

export type TryItLink = { operation: string; body: string } | { operation: string; error: string };

/**
 * The operation and pretty-printed body a page URL's query asks for; null when it asks for none.
 * A body that does not decode gives an error the panel shows instead of loading it.
 */
export function readTryItLink(search: string): TryItLink | null {
  const params = new URLSearchParams(search);
  const operation = params.get(OPERATION_PARAM);
  if (!operation) return null;
  const encoded = params.get(BODY_PARAM);
  if (encoded === null) return { operation, error: 'The link names no request body.' };
  if (encoded.length > MAX_BODY_PARAM_LENGTH || !/^[A-Za-z0-9_-]*$/.test(encoded)) {
    return {
      operation,
      error: `The link’s request body is not base64url text of at most ${MAX_BODY_PARAM_LENGTH} characters.`,
    };
  }
  try {
    const body: unknown = JSON.parse(fromBase64Url(encoded));
    return { operation, body: JSON.stringify(body, null, 2) };
  } catch {
    return { operation, error: 'The link’s request body does not decode to JSON.' };
  }
}
