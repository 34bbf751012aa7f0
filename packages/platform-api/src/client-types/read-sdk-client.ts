/**
 * Reads a generated client with the TypeScript compiler API: which method sends which path.
 *
 * - The script (`sdk-client-base.js` of `@turnkey/sdk-server`, `public_api.client.js` of
 *   `@turnkey/http`) says which path each method sends, and for a submission of sdk-server the
 *   key under `activity.result` it reads: `this.<method> = async (…) => this.request(path, …)`,
 *   `this.command(path, body, key)` or `this.activityDecision(path, body)` (approve and reject
 *   read no result key).
 * - The type declarations (`.d.ts`) say which methods a TypeScript caller can name: the members
 *   of the client's class.
 */
import ts from 'typescript';

export interface ClientMethod {
  method: string;
  kind: 'query' | 'submission';
  /** The key a submission's method reads under `activity.result`; `null` when it reads none. */
  resultKey: string | null;
}

const PREFIXES = { '/public/v1/query/': 'query', '/public/v1/submit/': 'submission' } as const;
const SENDERS = ['request', 'command', 'activityDecision'];

function stringArgument(call: ts.CallExpression, index: number): string | undefined {
  const argument = call.arguments[index];
  return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
}

/** `this.createWallet = async …` around the call → `createWallet`. */
function assignedMethod(node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (
      ts.isBinaryExpression(current) &&
      current.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(current.left) &&
      current.left.expression.kind === ts.SyntaxKind.ThisKeyword
    ) {
      return current.left.name.text;
    }
  }
  return undefined;
}

/** `/public/v1/submit/create_wallet` → the operation's name and kind. */
function operationOfPath(path: string | undefined) {
  for (const [prefix, kind] of Object.entries(PREFIXES)) {
    if (path?.startsWith(prefix)) return { name: path.slice(prefix.length), kind };
  }
  return undefined;
}

/** Per operation name (`create_wallet`), the method of the script that sends it. */
export function readClientScript(
  text: string,
  fileName = 'sdk-client-base.js',
): Map<string, ClientMethod> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = new Map<string, ClientMethod>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
      SENDERS.includes(node.expression.name.text)
    ) {
      const operation = operationOfPath(stringArgument(node, 0));
      const method = assignedMethod(node);
      if (operation && method) {
        const resultKey =
          node.expression.name.text === 'command' ? stringArgument(node, 2) : undefined;
        const previous = found.get(operation.name);
        if (previous && previous.method !== method) {
          throw new Error(
            `client-types: ${fileName}: ${operation.name} is sent by both ${previous.method} and ${method}`,
          );
        }
        found.set(operation.name, { method, kind: operation.kind, resultKey: resultKey ?? null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The names of the members (properties and methods) the class `className` declares. */
export function readDeclaredMembers(
  text: string,
  className: string,
  fileName = 'client.d.ts',
): Set<string> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declaration = file.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === className,
  );
  if (!declaration) {
    throw new Error(`client-types: ${fileName}: no class ${className}`);
  }
  const names = new Set<string>();
  for (const member of declaration.members) {
    if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
      names.add(member.name.text);
    }
  }
  return names;
}

/**
 * Per operation name, the method a TypeScript caller of the client can name: the script's
 * method, which the class must declare (else the script and its types disagree, and the reader
 * says so rather than guess).
 */
export function readClientMethods(
  script: { text: string; fileName: string },
  types: { text: string; fileName: string; className: string },
): Map<string, ClientMethod> {
  const sent = readClientScript(script.text, script.fileName);
  const declared = readDeclaredMembers(types.text, types.className, types.fileName);
  for (const [name, { method }] of sent) {
    if (!declared.has(method)) {
      throw new Error(
        `client-types: ${script.fileName} sends ${name} with ${method}, which ${types.className} in ${types.fileName} does not declare`,
      );
    }
  }
  return sent;
}
