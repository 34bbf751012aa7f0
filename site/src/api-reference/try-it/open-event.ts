/**
 * The window event that asks an operation's Try it toggle to open (its `detail` is the
 * operation name). Its own module: the toggle is on the page's first load, the rest of Try it
 * is not.
 */
export const TRY_IT_OPEN_EVENT = 'api-reference:try-it-open';
