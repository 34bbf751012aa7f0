// The browser's Prism, for code known only at run time (/api's examples and Try it; docs blocks
// are highlighted at build time, see ../../static-code): the core and the base grammars (keep
// BASE_LANGUAGES in ../languages.ts in step). A component that renders another language imports
// its grammar itself. Grammars come after the ones they extend.
import Prism from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';

/** The part of Prism's API the site uses. */
export type PrismLike = typeof Prism;

export default Prism;
