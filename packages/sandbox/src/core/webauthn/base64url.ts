/** Base64url without padding, as WebAuthn fields and the stampers write it. Portable (atob/btoa). */
import { base64UrlDecode as decodeOrThrow } from '@docs/platform-api/bytes';

export { base64UrlEncode } from '@docs/platform-api/bytes';

/** Decodes base64url (padding optional); `undefined` when `text` is not base64url. */
export function base64UrlDecode(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  try {
    return decodeOrThrow(text);
  } catch {
    return undefined;
  }
}
