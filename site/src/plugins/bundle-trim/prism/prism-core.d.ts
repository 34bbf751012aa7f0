declare module 'prismjs/components/prism-core' {
  import type { Grammar, TokenStream } from 'prismjs';

  const Prism: {
    languages: Record<string, Grammar | undefined>;
    tokenize(text: string, grammar: Grammar): TokenStream;
    hooks: { run(name: string, env: Record<string, unknown>): void };
  };
  export default Prism;
}
