/** The public key named by a request's `X-Stamp` (base64url JSON), or undefined. */
export function readStampKey(headers: Pick<Headers, 'get'>): string | undefined {
  const stamp = headers.get('x-stamp');
  if (!stamp) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(stamp, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'publicKey' in parsed) {
      return typeof parsed.publicKey === 'string' ? parsed.publicKey : undefined;
    }
  } catch {
    // Not a stamp the counter can read; the sandbox answers it with its own error.
  }
  return undefined;
}
