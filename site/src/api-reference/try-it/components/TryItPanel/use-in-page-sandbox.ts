import { useCallback, useEffect, useState } from 'react';
import {
  connectInPageSandbox,
  isUnavailable,
  notifySandboxChanged,
  subscribeSandboxChanged,
} from '../../in-page-connection';
import type { InPageSandbox, SandboxIdentity, SandboxSnapshot } from '../../in-page/protocol';

export type InPageState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'unavailable'; message: string }
  | {
      status: 'ready';
      sandbox: InPageSandbox;
      identity: SandboxIdentity;
      snapshot: SandboxSnapshot;
    };

const OFF: InPageState = { status: 'off' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The in-page sandbox while `active`: started on first use, its identity and a snapshot of the
 * organization, re-read whenever any panel changes it.
 */
export function useInPageSandbox(active: boolean): {
  state: InPageState;
  changed: () => void;
  reset: () => Promise<void>;
} {
  const [state, setState] = useState<InPageState>({ status: 'starting' });
  const [version, setVersion] = useState(0);

  useEffect(() => subscribeSandboxChanged(() => setVersion((value) => value + 1)), []);

  useEffect(() => {
    if (!active) return;
    let current = true;
    (async () => {
      const connection = await connectInPageSandbox();
      if (isUnavailable(connection)) {
        if (current) setState({ status: 'unavailable', message: connection.message });
        return;
      }
      try {
        const identity = await connection.identity();
        const snapshot = await connection.snapshot();
        if (current) setState({ status: 'ready', sandbox: connection, identity, snapshot });
      } catch (error) {
        if (current) {
          setState({
            status: 'unavailable',
            message: `The in-page sandbox could not read its state: ${messageOf(error)}`,
          });
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [active, version]);

  const reset = useCallback(async () => {
    const connection = await connectInPageSandbox();
    if (!isUnavailable(connection)) await connection.reset();
    notifySandboxChanged();
  }, []);

  return { state: active ? state : OFF, changed: notifySandboxChanged, reset };
}
