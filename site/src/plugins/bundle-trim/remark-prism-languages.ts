// A remark plugin for the docs: a page whose code blocks use a language outside the base set
// (languages.ts) gets side-effect imports of its grammars, so they are in the page's own chunk,
// loaded before the page renders on the server and hydrates in the browser.
import { grammarsFor } from './languages';

interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
  [key: string]: unknown;
}

function codeLanguages(node: Node, found: Set<string>): Set<string> {
  if (node.type === 'code' && node.lang) found.add(node.lang);
  for (const child of node.children ?? []) codeLanguages(child, found);
  return found;
}

/** An MDX ESM node `import "<source>";`, with the estree MDX compiles. */
export function importNode(source: string): Node {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: source, raw: literal },
          },
        ],
      },
    },
  };
}

/**
 * The grammar files a tree needs for its code blocks. They register on the site's Prism, which
 * the bundle-trim plugin provides to them as `Prism`.
 */
export function grammarImports(tree: Node): string[] {
  return grammarsFor(codeLanguages(tree, new Set())).map(
    (name) => `prismjs/components/prism-${name}.js`,
  );
}

export default function remarkPrismLanguages() {
  return (tree: Node): void => {
    const sources = grammarImports(tree);
    if (sources.length) tree.children = [...sources.map(importNode), ...(tree.children ?? [])];
  };
}
