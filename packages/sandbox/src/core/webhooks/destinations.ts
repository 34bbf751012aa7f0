/**
 * Where the sandbox may POST a delivery: loopback only, unless the sandbox was started with more
 * hosts allowed (`--webhook-allow-host`). The platform does the opposite (public destinations
 * only); a local sandbox sending to the network would let a stored endpoint make it reach any
 * host, so it sends nowhere else without being told.
 */
const LOOPBACK_V4 = /^127(\.\d{1,3}){3}$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || LOOPBACK_V4.test(host)
  );
}

/** Why the sandbox may not send to `url`, or undefined when it may. */
export function destinationRefusal(url: string, allowHosts: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${JSON.stringify(url)} is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `only http and https URLs receive deliveries, not ${parsed.protocol}`;
  }
  if (isLoopbackHost(parsed.hostname)) return undefined;
  const host = parsed.hostname.toLowerCase();
  if (allowHosts.includes('*') || allowHosts.map((h) => h.toLowerCase()).includes(host)) {
    return undefined;
  }
  return `the sandbox delivers to loopback addresses only; start it with --webhook-allow-host ${host} to send to ${host}`;
}
