/**
 * Code snippets of an operation, built from its example: curl, `@turnkey/http` and
 * `@turnkey/sdk-server`. Client method and option names come from the packages' published
 * type declarations (`sdkMethod` and `sdkServerMethod` of the model, which the drift check
 * holds to both clients).
 */
import { PINNED_CLIENTS } from '@docs/platform-api/clients';
import type { JsonValue } from '@docs/platform-api/model';
import type { OperationData } from '../plugins/api-reference/page-data';

/** Marks a value that is printed as code, not as a literal. */
class Code {
  constructor(readonly text: string) {}
}

type Printable = JsonValue | Code | Printable[] | { [key: string]: Printable };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JavaScript literal of `value`, indented like Prettier would. */
export function jsLiteral(value: Printable, indent = ''): string {
  if (value instanceof Code) return value.text;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => {
      const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
      return `${inner}${name}: ${jsLiteral(item, inner)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function asObject(value: JsonValue): Record<string, JsonValue> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** The example request with a fresh timestamp expression for submissions. */
function requestWithNow(operation: OperationData): Printable {
  const request = asObject(operation.example.request);
  if (operation.kind !== 'submission') return request;
  return { ...request, timestampMs: new Code('String(Date.now())') };
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlSnippet(operation: OperationData, baseUrl: string): string {
  const body = JSON.stringify(operation.example.request, null, 2);
  const lines = [`BODY=${shellQuote(body)}`];
  if (operation.kind === 'submission') {
    lines.push('# Set timestampMs to the current time in milliseconds before you stamp the body.');
  }
  lines.push(
    '# X_STAMP: the X-Stamp header value, signed over exactly the bytes of $BODY.',
    `curl -X POST ${shellQuote(`${baseUrl}${operation.path}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "X-Stamp: $X_STAMP" \\`,
    `  --data-raw "$BODY"`,
  );
  return lines.join('\n');
}

export function httpClientSnippet(operation: OperationData, baseUrl: string): string {
  return [
    `import { TurnkeyClient } from '@turnkey/http';`,
    `import { ApiKeyStamper } from '@turnkey/api-key-stamper';`,
    '',
    'const client = new TurnkeyClient(',
    `  { baseUrl: ${JSON.stringify(baseUrl)} },`,
    '  new ApiKeyStamper({',
    '    apiPublicKey: process.env.API_PUBLIC_KEY!,',
    '    apiPrivateKey: process.env.API_PRIVATE_KEY!,',
    '  }),',
    ');',
    '',
    `const response = await client.${operation.sdkMethod}(${jsLiteral(requestWithNow(operation))});`,
  ].join('\n');
}

/**
 * The one line shown instead of an sdk-server call when the pinned sdk-server has no method for
 * the operation (its API client would accept the name and fail when called).
 */
export function noSdkServerMethodNote(operation: OperationData): string {
  const { http, sdkServer } = PINNED_CLIENTS;
  return `// ${sdkServer.name} ${sdkServer.version} has no method for ${operation.name}; the ${http.name} snippet (client.${operation.sdkMethod}) sends it.`;
}

/** The `@turnkey/sdk-server` snippet, or the one-line note when that client has no method. */
export function sdkServerSnippet(operation: OperationData, baseUrl: string): string {
  if (operation.sdkServerMethod === undefined) return noSdkServerMethodNote(operation);
  const request = asObject(operation.example.request);
  const input: Printable =
    operation.kind === 'submission'
      ? { organizationId: request.organizationId ?? null, ...asObject(request.parameters ?? null) }
      : request;
  const note =
    operation.kind === 'submission'
      ? [
          '// The client adds type and timestampMs, and polls the activity until it is final.',
          '// organizationId defaults to defaultOrganizationId.',
        ]
      : [];
  return [
    `import { Turnkey } from '@turnkey/sdk-server';`,
    '',
    'const turnkey = new Turnkey({',
    `  apiBaseUrl: ${JSON.stringify(baseUrl)},`,
    '  apiPublicKey: process.env.API_PUBLIC_KEY!,',
    '  apiPrivateKey: process.env.API_PRIVATE_KEY!,',
    '  defaultOrganizationId: process.env.ORGANIZATION_ID!,',
    '});',
    '',
    ...note,
    `const result = await turnkey.apiClient().${operation.sdkServerMethod}(${jsLiteral(input)});`,
  ].join('\n');
}
