// @ts-check
import path from 'node:path';

/**
 * `local/no-cross-workspace-import`: a relative import must stay inside the importing file's
 * workspace. Workspaces share code through packages with named entry points (`exports`), so a
 * path such as `../../../site/src/...` from `packages/mcp` is an error; so is one from the root's
 * own `scripts/`, `e2e/` or `bench/` into a workspace. Static imports, `import type`,
 * re-exports, dynamic `import()`, `import x = require()`, `require()` and `import('…')` types
 * are all checked. `allow` lists the narrow exceptions: files under the folder `from` may
 * import relatively from under the folder `to` (both relative to the repository root).
 */

/**
 * The workspace a repository path belongs to: the workspace folder (`site`, `packages/mcp`),
 * `.` for the root's own files, or null for a path outside the repository.
 * @param {string} relative a path relative to the repository root, with `/` separators
 * @param {readonly string[]} patterns the root manifest's `workspaces` (`site`, `packages/*`)
 * @returns {string | null}
 */
export function workspaceOf(relative, patterns) {
  if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) return null;
  const parts = relative.split('/');
  for (const pattern of patterns) {
    const folders = pattern.replace(/\/$/, '').split('/');
    if (parts.length < folders.length) continue;
    const matches = folders.every((folder, index) => folder === '*' || folder === parts[index]);
    if (matches) return parts.slice(0, folders.length).join('/');
  }
  return '.';
}

/** @param {string} file */
const posix = (file) => file.split(path.sep).join('/');

/**
 * The string a module reference names, when it is a literal.
 * @param {unknown} node
 * @returns {string | null}
 */
function literalText(node) {
  if (!node || typeof node !== 'object') return null;
  const value =
    /** @type {{ type?: string, value?: unknown, quasis?: { value: { cooked?: string | null } }[], expressions?: unknown[], literal?: unknown }} */ (
      node
    );
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions?.length === 0) {
    return value.quasis?.[0]?.value.cooked ?? null;
  }
  if (value.type === 'TSLiteralType') return literalText(value.literal);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossWorkspaceImport = {
  meta: {
    type: 'problem',
    docs: {
      description: "Disallow relative imports that leave the importing file's workspace",
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          workspaces: { type: 'array', items: { type: 'string' } },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'workspaces'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        "'{{specifier}}' resolves into {{target}}, outside this file's workspace ({{own}}): import it by package name.",
    },
  },
  create(context) {
    const {
      root,
      workspaces,
      allow = [],
    } = /** @type {{ root: string, workspaces: string[], allow?: { from: string, to: string }[] }} */ (
      context.options[0]
    );
    const file = posix(path.relative(root, context.filename));
    const own = workspaceOf(file, workspaces);
    if (own === null) return {};
    /** @param {string} folder @param {string} inside */
    const within = (folder, inside) => {
      const prefix = inside.replace(/\/$/, '');
      return folder === prefix || folder.startsWith(`${prefix}/`);
    };
    const allowed = allow.filter(({ from }) => within(file, from)).map(({ to }) => to);
    const directory = path.dirname(context.filename);

    /** @param {import('eslint').Rule.Node | undefined | null} node @param {unknown} source */
    const check = (node, source) => {
      const specifier = literalText(source);
      if (!node || specifier === null || !/^\.\.?(\/|$)/.test(specifier)) return;
      const resolved = posix(path.relative(root, path.resolve(directory, specifier)));
      const target = workspaceOf(resolved, workspaces);
      if (target === own) return;
      if (allowed.some((to) => within(resolved, to))) return;
      context.report({
        node,
        messageId: 'crossing',
        data: {
          specifier,
          target: target === null ? 'a folder outside the repository' : `\`${target}\``,
          own: `\`${own}\``,
        },
      });
    };

    /** @typedef {import('eslint').Rule.Node & { source?: unknown, moduleReference?: { type: string, expression?: unknown }, argument?: unknown }} AnyImport */
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(node, node.arguments[0]);
        }
      },
      /** @param {AnyImport} node */
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference?.type === 'TSExternalModuleReference') {
          check(node, node.moduleReference.expression);
        }
      },
      /** @param {AnyImport} node */
      TSImportType: (node) => check(node, node.source ?? node.argument),
    };
  },
};

/** The rule as a plugin, registered in eslint.config.mjs as `local`. */
export default { rules: { 'no-cross-workspace-import': noCrossWorkspaceImport } };
