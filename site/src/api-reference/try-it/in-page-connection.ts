/**
 * One in-page sandbox per page, shared by every open Try it panel, started on first use. The
 * worker's client (a few hundred lines, no sandbox code) is part of the page, so the worker can
 * start at the Try it click rather than after another chunk arrives; the sandbox itself loads
 * only in the worker.
 */
import { openInPageSandbox } from './in-page/client';
import type { InPageSandbox, InPageSandboxUnavailable } from './in-page/protocol';

export type Connection = InPageSandbox | InPageSandboxUnavailable;

export const isUnavailable = (connection: Connection): connection is InPageSandboxUnavailable =>
  !('send' in connection);

let connecting: Promise<Connection> | null = null;

/** The page's sandbox, or why it cannot run; a failed start is not cached, so it can be retried. */
export function connectInPageSandbox(
  open: () => Promise<Connection> = openInPageSandbox,
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

/**
 * Starts the page's sandbox and the reader's organization (created on first use) without
 * waiting: the Try it toggle calls it when a panel opens, so the worker's start overlaps the
 * panel's own loading. The panel asks again and gets the same sandbox; a failure here is
 * reported there.
 */
export function warmInPageSandbox(open?: () => Promise<Connection>): void {
  void connectInPageSandbox(open)
    .then((connection) => (isUnavailable(connection) ? undefined : connection.identity()))
    .catch(() => undefined);
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
