/**
 * The class of the "Open in Try it" link under an example; the search index skips it like other
 * chrome. Its own module so the docs pages that render the link load nothing else of Try it.
 */
export const TRY_IT_LINK_CLASS = 'try-it-link';
