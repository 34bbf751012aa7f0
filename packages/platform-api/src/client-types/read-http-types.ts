/**
 * Reads the openapi-typescript output of `@turnkey/http` (`paths`, `operations`,
 * `definitions`) with the TypeScript compiler API: every path → its operation, request body
 * definition, request `type` literal and `parameters` definition, and every definition → a
 * `Shape`. A type form it does not know fails with the definition and field that hold it.
 */
import ts from 'typescript';
import type { Field, OperationKind, Shape, SurfaceOperation } from './types';

export interface HttpTypes {
  operations: SurfaceOperation[];
  definitions: Record<string, Shape>;
  /** Paths outside `/public/v1/query/` and `/public/v1/submit/` (the vendor's own). */
  otherPaths: string[];
  /** Every value of `v1ActivityType`, in the file's order. */
  activityTypes: string[];
}

const PATH_KINDS: Record<string, OperationKind> = {
  '/public/v1/query/': 'query',
  '/public/v1/submit/': 'submission',
};

export const ACTIVITY_TYPE_DEFINITION = 'v1ActivityType';

function fail(where: string, message: string): never {
  throw new Error(`client-types: ${where}: ${message}`);
}

function propertyName(name: ts.PropertyName, where: string): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  return fail(where, 'a computed property name');
}

/** The members of a `type X = { … }` alias, by name. */
function aliasMembers(file: ts.SourceFile, alias: string): Map<string, ts.TypeNode> {
  const declaration = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === alias,
  );
  if (!declaration || !ts.isTypeLiteralNode(declaration.type)) {
    fail(file.fileName, `no exported type literal named "${alias}"`);
  }
  return literalMembers(declaration.type, alias);
}

function literalMembers(node: ts.TypeLiteralNode, where: string): Map<string, ts.TypeNode> {
  const members = new Map<string, ts.TypeNode>();
  for (const member of node.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    members.set(propertyName(member.name, where), member.type);
  }
  return members;
}

/** `definitions["v1Wallet"]` (or `operations[…]`) → `v1Wallet`. */
function indexedName(node: ts.TypeNode, container: string): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node)) return undefined;
  const object = node.objectType;
  if (!ts.isTypeReferenceNode(object) || !ts.isIdentifier(object.typeName)) return undefined;
  if (object.typeName.text !== container) return undefined;
  const index = node.indexType;
  if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal)) return index.literal.text;
  return undefined;
}

function literalValue(node: ts.TypeNode): string | null | undefined {
  if (!ts.isLiteralTypeNode(node)) return undefined;
  if (ts.isStringLiteral(node.literal)) return node.literal.text;
  if (node.literal.kind === ts.SyntaxKind.NullKeyword) return null;
  return undefined;
}

/** One type node → its `Shape`; `where` names it for error messages. */
export function shapeOf(node: ts.TypeNode, where: string): Shape {
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { kind: 'string' };
    case ts.SyntaxKind.NumberKeyword:
      return { kind: 'number' };
    case ts.SyntaxKind.BooleanKeyword:
      return { kind: 'boolean' };
    case ts.SyntaxKind.UnknownKeyword:
    case ts.SyntaxKind.AnyKeyword:
      return { kind: 'unknown' };
  }
  if (ts.isParenthesizedTypeNode(node)) return shapeOf(node.type, where);
  if (ts.isArrayTypeNode(node)) return { kind: 'array', items: shapeOf(node.elementType, where) };
  const ref = indexedName(node, 'definitions');
  if (ref !== undefined) return { kind: 'ref', name: ref };
  const single = literalValue(node);
  if (typeof single === 'string') return { kind: 'enum', values: [single] };
  if (ts.isUnionTypeNode(node)) {
    const values = node.types.map((member) => literalValue(member));
    if (values.every((value) => value !== undefined)) {
      // `null` in a union of literals marks the field nullable; the values are the strings.
      return { kind: 'enum', values: values.filter((value) => value !== null) };
    }
    return fail(where, `a union of non-literal types: ${node.getText()}`);
  }
  if (ts.isTypeLiteralNode(node)) return objectShape(node, where);
  if (ts.isIntersectionTypeNode(node)) return intersectionShape(node, where);
  return fail(where, `an unsupported type form: ${node.getText()}`);
}

function objectShape(node: ts.TypeLiteralNode, where: string): Shape {
  const fields: Field[] = [];
  for (const member of node.members) {
    if (ts.isIndexSignatureDeclaration(member)) {
      return { kind: 'map', values: shapeOf(member.type, `${where}{}`) };
    }
    if (!ts.isPropertySignature(member) || !member.type) {
      fail(where, `an unsupported member: ${member.getText()}`);
    }
    const name = propertyName(member.name, where);
    fields.push({
      name,
      required: member.questionToken === undefined,
      shape: shapeOf(member.type, `${where}.${name}`),
    });
  }
  return { kind: 'object', fields };
}

/**
 * `{ "@type"?: string } & { [key: string]: unknown }`: an object with known fields that takes
 * others too. The known fields are kept; the free part adds nothing the check compares.
 */
function intersectionShape(node: ts.IntersectionTypeNode, where: string): Shape {
  const fields: Field[] = [];
  for (const part of node.types) {
    const shape = shapeOf(part, where);
    if (shape.kind === 'object') fields.push(...shape.fields);
    else if (shape.kind !== 'map') fail(where, `an intersection with a ${shape.kind}`);
  }
  return { kind: 'object', fields };
}

/**
 * The definition named at `path` inside `operations["PublicApiService_X"]`: its request body at
 * `parameters.body.body`, a query's answer at `responses.200.schema`.
 */
function definitionAt(operation: ts.TypeNode, path: readonly string[], where: string): string {
  let node: ts.TypeNode | undefined = operation;
  for (const key of path) {
    node = node && ts.isTypeLiteralNode(node) ? literalMembers(node, where).get(key) : undefined;
  }
  const name = node ? indexedName(node, 'definitions') : undefined;
  return name ?? fail(where, `no ${path.join('.')} definition`);
}

function kindOf(path: string): { kind: OperationKind; name: string } | undefined {
  for (const [prefix, kind] of Object.entries(PATH_KINDS)) {
    if (path.startsWith(prefix)) return { kind, name: path.slice(prefix.length) };
  }
  return undefined;
}

function fieldShape(definition: Shape | undefined, field: string): Shape | undefined {
  if (definition?.kind !== 'object') return undefined;
  return definition.fields.find((candidate) => candidate.name === field)?.shape;
}

/** Reads the text of `public_api.types.d.ts`. */
export function readHttpTypes(text: string, fileName = 'public_api.types.d.ts'): HttpTypes {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const definitions: Record<string, Shape> = {};
  for (const [name, node] of aliasMembers(file, 'definitions')) {
    definitions[name] = shapeOf(node, name);
  }
  const operationNodes = aliasMembers(file, 'operations');
  const operations: SurfaceOperation[] = [];
  const otherPaths: string[] = [];
  for (const [path, node] of aliasMembers(file, 'paths')) {
    const placed = kindOf(path);
    if (!placed) {
      otherPaths.push(path);
      continue;
    }
    const { kind, name } = placed;
    if (!ts.isTypeLiteralNode(node)) fail(path, 'the path is not a type literal');
    const post = literalMembers(node, path).get('post');
    const operationId = post ? indexedName(post, 'operations') : undefined;
    if (!operationId) fail(path, 'no post: operations[…]');
    const operationNode = operationNodes.get(operationId);
    if (!operationNode) fail(path, `the operation "${operationId}" is not in operations`);
    const body = definitionAt(operationNode, ['parameters', 'body', 'body'], operationId);
    const operation: SurfaceOperation = { name, path, kind, body };
    if (kind === 'query') {
      operation.response = definitionAt(operationNode, ['responses', '200', 'schema'], operationId);
    }
    if (kind === 'submission') {
      const type = fieldShape(definitions[body], 'type');
      if (type?.kind !== 'enum' || type.values.length !== 1) {
        fail(body, 'a submission body without a single `type` literal');
      }
      const parameters = fieldShape(definitions[body], 'parameters');
      if (parameters?.kind !== 'ref')
        fail(body, 'a submission body without a `parameters` definition');
      operation.activityType = type.values[0];
      operation.parameters = parameters.name;
    }
    operations.push(operation);
  }
  operations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const activityType = definitions[ACTIVITY_TYPE_DEFINITION];
  if (activityType?.kind !== 'enum') fail(fileName, `no enum named ${ACTIVITY_TYPE_DEFINITION}`);
  return { operations, otherPaths, definitions, activityTypes: activityType.values };
}
