/**
 * Opens the Try it a page URL asks for (`/api?try=…&body=…`, written by a guide's "Open in Try
 * it" link, or by anyone) with the link's body loaded, or with a notice saying why the body was
 * not loaded. The body is marked as coming from a link: the panel keeps it in the in-page
 * sandbox unless the reader confirms. Loaded only when the URL has such a query.
 */
import { readTryItLink } from './deep-link';
import { handOff } from './handoff';

export function openTryItLink(search: string, knownOperations: ReadonlySet<string>): void {
  const link = readTryItLink(search);
  if (!link || !knownOperations.has(link.operation)) return;
  handOff(
    'body' in link
      ? {
          operation: link.operation,
          template: link.body,
          fromLink: true,
          notice:
            'Loaded the request body of the link you came from; the IDs and the timestamp follow the environment below.',
        }
      : {
          operation: link.operation,
          notice: `${link.error} The operation’s own example is loaded instead.`,
        },
  );
}
