/**
 * The local sandbox the reader points the Lab at: an `http(s)://` origin on a loopback name, so
 * the Lab never contacts another machine. Pure, so it is unit-tested.
 */

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export const DEFAULT_LOCAL_ORIGIN = 'http://localhost:8787';

/** The origin, or a sentence naming what is wrong with the text. */
export function parseLocalOrigin(text: string): { origin: string } | { error: string } {
  const trimmed = text.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {
      error: `The local sandbox address must be a URL such as ${DEFAULT_LOCAL_ORIGIN}; received "${text}".`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      error: `The local sandbox address must start with http://; received "${url.protocol}".`,
    };
  }
  if (!LOOPBACK.test(url.hostname)) {
    return {
      error: `The Lab talks to a sandbox on this machine only (localhost, 127.0.0.1 or [::1]); received "${url.hostname}".`,
    };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return {
      error: `Give the origin only, such as ${DEFAULT_LOCAL_ORIGIN}, without a path or query.`,
    };
  }
  return { origin: url.origin };
}
