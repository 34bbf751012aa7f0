/**
 * What the core reads of a request. A fetch `Request` has all of it; the Node server passes a
 * lighter object over the bytes it already read, since building a `Request` (its headers, body
 * stream and abort signal) cost about a tenth of a whoami's time.
 */
export interface SandboxRequest {
  url: string;
  method: string;
  headers: Pick<Headers, 'get'>;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  /**
   * The peer's IP address, for IP allowlists: set by a transport that has one (the Node server:
   * the socket's remote address, `null` if it could not tell); absent where there is none (the
   * in-page worker), and then allowlists are not applied.
   */
  remoteAddress?: string | null;
}
