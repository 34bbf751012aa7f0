/**
 * Reads `@turnkey/sdk-server`'s generated client (`sdk-client-base.js`) with the TypeScript
 * compiler API and finds, for each submission it sends, the method and the key under
 * `activity.result` it reads: `this.<method> = async (…) => this.command(path, body, key)`.
 * `this.activityDecision(path, body)` (approve, reject) reads no result key.
 */
import ts from 'typescript';

export interface SdkSubmission {
  method: string;
  /** `null` when the method reads no result key. */
  resultKey: string | null;
}

const SUBMIT_PREFIX = '/public/v1/submit/';

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

/** Per submission name (`create_wallet`), the method that sends it and the key it reads. */
export function readSdkClient(
  text: string,
  fileName = 'sdk-client-base.js',
): Map<string, SdkSubmission> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = new Map<string, SdkSubmission>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
      ['command', 'activityDecision'].includes(node.expression.name.text)
    ) {
      const path = stringArgument(node, 0);
      const method = assignedMethod(node);
      if (path?.startsWith(SUBMIT_PREFIX) && method) {
        const name = path.slice(SUBMIT_PREFIX.length);
        const resultKey =
          node.expression.name.text === 'command' ? stringArgument(node, 2) : undefined;
        const previous = found.get(name);
        if (previous && previous.method !== method) {
          throw new Error(
            `client-types: ${fileName}: ${name} is sent by both ${previous.method} and ${method}`,
          );
        }
        found.set(name, { method, resultKey: resultKey ?? null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
