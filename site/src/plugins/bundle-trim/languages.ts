// Which Prism grammars exist where. The base grammars are in every page's bundle (see
// prism/instance.ts); a page whose code blocks use another language imports its grammar itself
// (remark-prism-languages.ts), so the Swift grammar loads only on pages with Swift.

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

/** The grammar files a page needs beyond the base ones, in load order, without repeats. */
export function grammarsFor(languages: Iterable<string>): string[] {
  const files: string[] = [];
  for (const language of languages) {
    const key = language.toLowerCase();
    if (BASE_LANGUAGES.has(key)) continue;
    for (const file of PAGE_GRAMMARS[key] ?? []) if (!files.includes(file)) files.push(file);
  }
  return files;
}
