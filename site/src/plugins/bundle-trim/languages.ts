// Which Prism grammars the site knows. Docs code blocks are highlighted at build time with all
// of them (../static-code/highlighter.ts); the browser's Prism (prism/instance.ts), used only by
// the blocks /api renders at run time, has the base grammars, and a component that renders
// another language imports its grammar itself.

/** Languages (with Prism's aliases) that prism/instance.ts loads: keep the two lists in step. */
export const BASE_LANGUAGES = new Set([
  'clike',
  'javascript',
  'js',
  'typescript',
  'ts',
  'json',
  'webmanifest',
]);

/**
 * Fence language → the `prismjs/components/prism-<name>` files to load, dependencies first
 * (grammars that extend a base grammar need nothing more).
 */
export const PAGE_GRAMMARS: Readonly<Record<string, readonly string[]>> = {
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  html: ['markup'],
  xml: ['markup'],
  svg: ['markup'],
  markup: ['markup'],
  jsx: ['markup', 'jsx'],
  tsx: ['markup', 'jsx', 'tsx'],
  c: ['c'],
  cpp: ['c', 'cpp'],
  csharp: ['csharp'],
  cs: ['csharp'],
  dart: ['dart'],
  diff: ['diff'],
  docker: ['docker'],
  dockerfile: ['docker'],
  go: ['go'],
  graphql: ['graphql'],
  http: ['http'],
  ini: ['ini'],
  java: ['java'],
  kotlin: ['kotlin'],
  kt: ['kotlin'],
  kts: ['kotlin'],
  markdown: ['markdown'],
  md: ['markdown'],
  objectivec: ['c', 'objectivec'],
  objc: ['c', 'objectivec'],
  php: ['markup-templating', 'php'],
  powershell: ['powershell'],
  python: ['python'],
  py: ['python'],
  ruby: ['ruby'],
  rb: ['ruby'],
  rust: ['rust'],
  solidity: ['solidity'],
  sol: ['solidity'],
  sql: ['sql'],
  swift: ['swift'],
  toml: ['toml'],
  yaml: ['yaml'],
  yml: ['yaml'],
};
