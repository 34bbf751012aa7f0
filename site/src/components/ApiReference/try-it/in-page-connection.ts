/**
 * One in-page sandbox per page, shared by every open Try it panel, started on first use. The
 * worker's client loads only here, so the panel costs nothing more until the in-page sandbox
 * is chosen.
 */
import type { InPageSandbox, InPageSandboxUnavailable } from './in-page/protocol';

export type Connection = InPageSandbox | InPageSandboxUnavailable;

export const isUnavailable = (connection: Connection): connection is InPageSandboxUnavailable =>
  !('send' in connection);

const openClient = (): Promise<Connection> =>
  import('./in-page/client').then((client) => client.openInPageSandbox());

let connecting: Promise<Connection> | null = null;

/** The page's sandbox, or why it cannot run; a failed start is not cached, so it can be retried. */
export function connectInPageSandbox(
  open: () => Promise<Connection> = openClient,
): Promise<Connection> {
  connecting ??= open().then(
    (connection) => {
      if (isUnavailable(connection)) connecting = null;
      return connection;
    },
    (error: unknown): Connection => {
      connecting = null;
      return {
        kind: 'failed-to-start',
        message: `The in-page sandbox did not start (${error instanceof Error ? error.message : String(error)}). The Local sandbox, Production and a custom base URL still work.`,
      };
    },
  );
  return connecting;
}

// Panels re-read the sandbox's state (and refresh their bodies) after any of them changes it.
const listeners = new Set<() => void>();

export function notifySandboxChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeSandboxChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
