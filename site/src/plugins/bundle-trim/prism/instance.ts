// The site's Prism: the core and the grammars of the languages nearly every page uses (keep
// BASE_LANGUAGES in ../languages.ts in step). Other grammars are imported by the pages that need
// them (see ../remark-prism-languages.ts). Grammars come after the ones they extend.
import Prism from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';

/** The part of Prism's API the site uses. */
export type PrismLike = typeof Prism;

export default Prism;
