/**
 * The header box of the Stamp Doctor: `Name: value` lines as copied from a request, or a bare
 * stamp value, which is taken as X-Stamp-WebAuthn when it is JSON, X-Stamp-Attested when it is
 * base64url of a stamp with `publicKeyAttestation`, and X-Stamp otherwise.
 */

/** Whether a bare base64url value decodes to a stamp that carries an attestation token. */
function isAttested(value: string): boolean {
  try {
    const json = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return 'publicKeyAttestation' in (JSON.parse(json) as object);
  } catch {
    return false;
  }
}

function bareHeaderName(value: string): string {
  if (value.startsWith('{')) return 'X-Stamp-WebAuthn';
  return isAttested(value) ? 'X-Stamp-Attested' : 'X-Stamp';
}

export function parseHeaderText(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const headers: Record<string, string> = {};
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim() !== '');
  const named = lines.every((line) => /^[A-Za-z][A-Za-z0-9-]*\s*:/.test(line.trim()));
  if (!named) {
    headers[bareHeaderName(trimmed)] = trimmed;
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
