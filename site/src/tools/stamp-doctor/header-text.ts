/**
 * The header box of the Stamp Doctor: `Name: value` lines as copied from a request, or a bare
 * stamp value, which is taken as X-Stamp when it is base64url and X-Stamp-WebAuthn when it is
 * JSON.
 */

export function parseHeaderText(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const headers: Record<string, string> = {};
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim() !== '');
  const named = lines.every((line) => /^[A-Za-z][A-Za-z0-9-]*\s*:/.test(line.trim()));
  if (!named) {
    headers[trimmed.startsWith('{') ? 'X-Stamp-WebAuthn' : 'X-Stamp'] = trimmed;
    return headers;
  }
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function headerText(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}
