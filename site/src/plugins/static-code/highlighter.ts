// The build's own Prism: the same `prismjs` grammars the browser used to load (languages.ts
// of bundle-trim), evaluated in Node on a private instance, so no global `Prism` is read or
// written and the server bundle's copy (bundle-trim/prism) is left alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Grammar, TokenStream } from 'prismjs';
import { BASE_LANGUAGES, PAGE_GRAMMARS } from '../bundle-trim/languages';

const require = createRequire(__filename);

interface NodePrism {
  languages: Record<string, Grammar | undefined>;
  tokenize(text: string, grammar: Grammar): TokenStream;
  hooks: { run(name: string, env: Record<string, unknown>): void };
}

/** The base grammars, in the order prism/instance.ts imports them. */
const BASE_FILES = ['clike', 'javascript', 'typescript', 'json'];

const source = (name: string): string =>
  readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8');

function createPrism(): NodePrism {
  // `module` and `global` are shadowed so the core neither exports nor installs itself.
  const core = new Function('module', 'global', `${source('core')}\nreturn Prism;`) as (
    module: undefined,
    global: undefined,
  ) => NodePrism;
  return core(undefined, undefined);
}

let prism: NodePrism | undefined;
const loaded = new Set<string>();

function load(instance: NodePrism, file: string): void {
  if (loaded.has(file)) return;
  // A grammar file registers itself on the free variable `Prism`.
  (new Function('Prism', source(file)) as (prism: NodePrism) => void)(instance);
  loaded.add(file);
}

/** The Prism instance with the base grammars and those of `language` loaded. */
function prismFor(language: string): NodePrism {
  if (!prism) {
    prism = createPrism();
    for (const file of BASE_FILES) load(prism, file);
  }
  if (!BASE_LANGUAGES.has(language))
    for (const file of PAGE_GRAMMARS[language] ?? []) load(prism, file);
  return prism;
}

/** `languages` also holds Prism's helpers (`extend`, `insertBefore`): grammars are objects. */
function grammarOf(instance: NodePrism, language: string): Grammar | undefined {
  const grammar = instance.languages[language];
  return typeof grammar === 'object' ? grammar : undefined;
}

/**
 * Prism's token tree for `code`, or the code itself as one plain string when the language has
 * no grammar (`text`, `mermaid`, a typo): plain text, never an error.
 */
export function tokenize(code: string, language: string): TokenStream {
  const key = language.toLowerCase();
  const instance = prismFor(key);
  const grammar = grammarOf(instance, key);
  if (!grammar) return code;
  const env: Record<string, unknown> = { code, grammar, language: key };
  instance.hooks.run('before-tokenize', env);
  env.tokens = instance.tokenize(env.code as string, env.grammar as Grammar);
  instance.hooks.run('after-tokenize', env);
  return env.tokens as TokenStream;
}

/** Whether the build highlights `language` (it has a grammar). */
export function hasGrammar(language: string): boolean {
  const key = language.toLowerCase();
  return grammarOf(prismFor(key), key) !== undefined;
}

/**
 * Every token type that a grammar gives aliases, with them (`['function-variable', 'function']`),
 * over all the grammars the build knows: a token carries its type and aliases as classes on one
 * span, and the stylesheet needs to know which of them may meet there (theme-css.ts).
 */
export function aliasedTypes(): string[][] {
  const instance = prismFor('');
  for (const language of Object.keys(PAGE_GRAMMARS)) prismFor(language);
  const found = new Map<string, string[]>();
  const seen = new Set<object>();
  const visit = (grammar: Grammar | undefined): void => {
    if (!grammar || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [type, value] of Object.entries(grammar)) {
      if (type === 'rest') {
        visit(value as Grammar);
        continue;
      }
      for (const pattern of ([] as unknown[]).concat(value)) {
        if (!pattern || typeof pattern !== 'object' || pattern instanceof RegExp) continue;
        const { alias, inside } = pattern as { alias?: string | string[]; inside?: Grammar };
        if (alias !== undefined) {
          const types = [type, ...([] as string[]).concat(alias)];
          found.set(types.join(' '), types);
        }
        visit(inside);
      }
    }
  };
  for (const language of Object.keys(instance.languages)) visit(grammarOf(instance, language));
  return [...found.values()];
}
