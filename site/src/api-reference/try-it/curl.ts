/**
 * "Copy as curl": the request exactly as it was sent, stamp included, so it can be replayed
 * from a terminal. The body is quoted byte for byte: the stamp is a signature over it.
 */

export interface CurlInput {
  url: string;
  body: string;
  stampHeader: string;
  stamp: string;
}

/** POSIX shell single quotes; a quote inside becomes `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand({ url, body, stampHeader, stamp }: CurlInput): string {
  return [
    `curl -X POST ${shellQuote(url)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H ${shellQuote(`${stampHeader}: ${stamp}`)} \\`,
    `  --data-raw ${shellQuote(body)}`,
  ].join('\n');
}
