/**
 * Finds the one API operation a TypeScript example calls, and the request body it sends, so the
 * docs can offer "Open in Try it" with that body loaded. Read with the TypeScript parser, never
 * run: a block qualifies when it imports `@turnkey/sdk-server` or `@turnkey/http`, and calls
 * exactly one method of their API clients exactly once, with an object literal.
 *
 * The body is the wire body the client sends: `@turnkey/http` takes it as written;
 * `@turnkey/sdk-server` takes the parameters flat, and its client adds the envelope (`type`,
 * `timestampMs`, `organizationId`). Values the example computes (variables, environment
 * variables, calls) are not known before it runs: they take the operation's example value at the
 * same place when there is one, so the loaded body is valid, and otherwise a `<what the code
 * says>` marker the reader replaces.
 */
import ts from 'typescript';
import type { ApiModel, ApiOperation, JsonValue } from '@docs/platform-api/model';

export interface ExampleCall {
  operation: string;
  body: JsonValue;
}

type Client = 'http' | 'sdk-server';

const CLIENT_MODULES: Record<string, Client> = {
  '@turnkey/http': 'http',
  '@turnkey/sdk-server': 'sdk-server',
};

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The methods each client has, by name. */
export function methodIndex(model: Pick<ApiModel, 'operations'>) {
  const http = new Map<string, ApiOperation>();
  const server = new Map<string, ApiOperation>();
  for (const operation of model.operations) {
    http.set(operation.sdkMethod, operation);
    if (operation.sdkServerMethod) server.set(operation.sdkServerMethod, operation);
  }
  return { http, 'sdk-server': server } satisfies Record<Client, Map<string, ApiOperation>>;
}

export type MethodIndex = ReturnType<typeof methodIndex>;

function clientsImported(source: ts.SourceFile): Set<Client> {
  const clients = new Set<Client>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const client = CLIENT_MODULES[statement.moduleSpecifier.text];
      if (client) clients.add(client);
    }
  }
  return clients;
}

/** `process.env.SIGN_WITH!` → `SIGN_WITH`; other code as written, on one line. */
function markerOf(node: ts.Node, source: ts.SourceFile): string {
  let inner: ts.Node = node;
  while (
    ts.isNonNullExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isParenthesizedExpression(inner)
  )
    inner = inner.expression;
  const text = inner.getText(source).replace(/\s+/g, ' ');
  const env = /^process\.env\.([A-Za-z_][\w]*)$/.exec(text);
  return `<${env ? env[1] : text}>`;
}

function propertyName(name: ts.PropertyName, source: ts.SourceFile): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression))
    return name.expression.text;
  return name.getText(source);
}

/**
 * The JSON value of an expression: literals as they are, anything computed as the example's
 * value at the same place (`fallback`) or a marker.
 */
function valueOf(
  node: ts.Expression,
  source: ts.SourceFile,
  fallback: JsonValue | undefined,
): JsonValue {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return valueOf(node.expression, source, fallback);
  if (ts.isArrayLiteralExpression(node)) {
    const items = Array.isArray(fallback) ? fallback : [];
    if (node.elements.some(ts.isSpreadElement)) return fallback ?? markerOf(node, source);
    return node.elements.map((element, index) =>
      valueOf(element, source, items[index] ?? items[0]),
    );
  }
  if (ts.isObjectLiteralExpression(node)) return objectOf(node, source, fallback);
  return fallback ?? markerOf(node, source);
}

function objectOf(
  node: ts.ObjectLiteralExpression,
  source: ts.SourceFile,
  fallback: JsonValue | undefined,
): JsonValue {
  const example = isObject(fallback) ? fallback : {};
  const result: JsonObject = {};
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property)) {
      const name = propertyName(property.name, source);
      if (name !== undefined) result[name] = valueOf(property.initializer, source, example[name]);
    } else if (ts.isShorthandPropertyAssignment(property)) {
      const name = property.name.text;
      result[name] = example[name] ?? `<${name}>`;
    } else {
      // A spread or a method: the object is not written out here.
      return fallback ?? markerOf(node, source);
    }
  }
  return result;
}

/** The wire body of an `@turnkey/sdk-server` call's flat parameters. */
function envelope(operation: ApiOperation, flat: JsonObject): JsonObject {
  const example = isObject(operation.example.request) ? operation.example.request : {};
  const { organizationId, timestampMs, ...parameters } = flat;
  const organization = organizationId ?? example.organizationId ?? '<ORGANIZATION_ID>';
  if (operation.kind === 'query') return { organizationId: organization, ...parameters };
  return {
    type: operation.activityType ?? '',
    timestampMs: timestampMs ?? example.timestampMs ?? '<timestampMs>',
    organizationId: organization,
    parameters,
  };
}

interface Found {
  operation: ApiOperation;
  client: Client;
  argument: ts.Expression | undefined;
}

/** The operation and body of the one API call in `code`, or null when there is not exactly one. */
export function findExampleCall(code: string, index: MethodIndex): ExampleCall | null {
  const source = ts.createSourceFile(
    'block.tsx',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const clients = clientsImported(source);
  if (clients.size === 0) return null;
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      for (const client of clients) {
        const operation = index[client].get(method);
        if (operation) {
          found.push({ operation, client, argument: node.arguments[0] });
          break;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.length !== 1) return null;
  const [{ operation, client, argument }] = found as [Found];
  const example = operation.example.request;
  if (argument === undefined) {
    return client === 'sdk-server'
      ? { operation: operation.name, body: envelope(operation, {}) }
      : null;
  }
  if (!ts.isObjectLiteralExpression(argument)) return null;
  if (client === 'http') {
    return { operation: operation.name, body: objectOf(argument, source, example) };
  }
  const flatExample = isObject(example)
    ? { ...example, ...(isObject(example.parameters) ? example.parameters : {}) }
    : undefined;
  const flat = objectOf(argument, source, flatExample);
  if (!isObject(flat)) return null;
  return { operation: operation.name, body: envelope(operation, flat) };
}
