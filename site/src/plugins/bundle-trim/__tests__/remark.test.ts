import { describe, expect, it } from 'vitest';
import remarkPrismLanguages, { grammarImports, importNode } from '../remark-prism-languages';

const tree = (...langs: (string | null)[]) => ({
  type: 'root',
  children: [
    { type: 'paragraph', children: [{ type: 'text', value: 'x' }] },
    ...langs.map((lang) => ({ type: 'code', lang, value: '' })),
  ],
});

describe('remarkPrismLanguages', () => {
  it('imports the grammars of the page languages outside the base set', () => {
    expect(grammarImports(tree('json', 'swift', null, 'bash', 'swift'))).toEqual([
      'prismjs/components/prism-swift.js',
      'prismjs/components/prism-bash.js',
    ]);
  });

  it('prepends one ESM import node per grammar, with its estree', () => {
    const root = tree('yaml', 'ts');
    remarkPrismLanguages()(root);
    expect(root.children[0]).toEqual(importNode('prismjs/components/prism-yaml.js'));
    expect(root.children).toHaveLength(4);
    const node = importNode('a"b');
    expect(node.value).toBe('import "a\\"b";');
  });

  it('leaves pages with base languages only unchanged', () => {
    const root = tree('ts', 'json', 'mermaid');
    remarkPrismLanguages()(root);
    expect(root.children).toHaveLength(4);
    expect(root.children[0]?.type).toBe('paragraph');
  });
});
