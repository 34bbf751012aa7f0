/**
 * The bodies a signature may have been made over instead of the bytes sent: the same JSON
 * written out again by a library or a second `JSON.stringify`, or the text with its final line
 * break added or lost. Each is named, so a diagnosis can say which one matched.
 */

export interface BodyVariant {
  /** How the body was changed, in words a reader recognizes from their code. */
  description: string;
  text: string;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The distinct re-serializations of `body`, none equal to `body` itself. */
export function bodyVariants(body: string): BodyVariant[] {
  const variants: BodyVariant[] = [];
  const add = (description: string, text: string) => {
    if (text !== body && !variants.some((variant) => variant.text === text)) {
      variants.push({ description, text });
    }
  };
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = JSON.parse(body);
  } catch {
    isJson = false;
  }
  if (isJson) {
    add(
      'JSON.stringify(JSON.parse(body)): the body without its whitespace',
      JSON.stringify(parsed),
    );
    add(
      'JSON.stringify(value, null, 2): the body indented by two spaces',
      JSON.stringify(parsed, null, 2),
    );
    add(
      'JSON.stringify(value, null, 4): the body indented by four spaces',
      JSON.stringify(parsed, null, 4),
    );
    add('the body with its object keys sorted', JSON.stringify(sortedKeys(parsed)));
    add(
      'the body serialized twice: JSON.stringify of the JSON text, a quoted string',
      JSON.stringify(body),
    );
    if (typeof parsed === 'string') add('the JSON string the body encodes, unquoted', parsed);
  }
  if (/\r?\n$/.test(body)) add('the body without its final line break', body.replace(/\r?\n$/, ''));
  else add('the body with a final line break added', `${body}\n`);
  if (body.includes('\r\n')) add('the body with CRLF line ends as LF', body.replace(/\r\n/g, '\n'));
  const trimmed = body.trim();
  add('the body with its leading and trailing whitespace removed', trimmed);
  return variants;
}
