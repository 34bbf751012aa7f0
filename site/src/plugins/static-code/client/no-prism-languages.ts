// Stands in for the theme's `prism-include-languages` client module, which imports Prism on
// every page to register `additionalLanguages`. Docs code blocks are highlighted at build time
// (static-code); the few runtime blocks (/api) use the site's Prism, whose base grammars
// include every language in `additionalLanguages`, and import any other grammar themselves.
export {};
