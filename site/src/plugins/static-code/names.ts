// Names the build writes into pages and the client code and stylesheets select: one place for
// both sides (this module is safe to import in the browser).

/** The MDX element a fenced code block becomes (registered in src/theme/MDXComponents). */
export const STATIC_CODE_ELEMENT = 'StaticCode';

/** On every build-time highlighted block's container; scopes the generated token colours. */
export const STATIC_CODE = 'static-code';
/** A numbered line, its number cell and its content (the HTML is written at build time). */
export const CODE_LINE = 'code-line';
export const CODE_LINE_NUMBER = 'code-line-number';
export const CODE_LINE_CONTENT = 'code-line-content';
