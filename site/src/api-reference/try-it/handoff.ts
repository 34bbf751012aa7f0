/**
 * Hands a request to another operation's Try it: a value from a response ("Use in
 * sign_raw_payload") or a replayed body from the history. The target panel takes it when it
 * mounts, or at once when it is already open.
 */
import { TRY_IT_OPEN_EVENT } from './open-event';

export interface Handoff {
  operation: string;
  /** Fields to set in the target's pre-filled body, e.g. `{ 'parameters.signWith': '0x…' }`. */
  fields?: Record<string, string>;
  /** A whole body, replacing the pre-filled one (a replay). */
  body?: string;
  /**
   * A body that stands in for the operation's example (a guide's "Open in Try it" link): it
   * gets the reader's sandbox IDs and a fresh timestamp as the example would.
   */
  template?: string;
  /** A sentence the panel shows above the body: where it came from, or why it was not loaded. */
  notice?: string;
  /** Send as soon as the panel is ready. */
  send?: boolean;
  /**
   * The body came from a page URL (`/api?try=…&body=…`), which anyone can write: the panel loads
   * it into the in-page sandbox and asks before sending it anywhere else.
   */
  fromLink?: boolean;
}

const pending = new Map<string, Handoff>();
const listeners = new Map<string, Set<() => void>>();

/** Leaves `handoff` for its operation's panel, opens that panel and scrolls to it. */
export function handOff(handoff: Handoff): void {
  pending.set(handoff.operation, handoff);
  for (const listener of listeners.get(handoff.operation) ?? []) listener();
  window.dispatchEvent(new CustomEvent(TRY_IT_OPEN_EVENT, { detail: handoff.operation }));
  document.getElementById(handoff.operation)?.scrollIntoView({ block: 'start' });
}

/** The handoff waiting for `operation`, left in place (a panel reads it as it first renders). */
export function peekHandoff(operation: string): Handoff | undefined {
  return pending.get(operation);
}

/** The handoff waiting for `operation`, removed as it is taken. */
export function takeHandoff(operation: string): Handoff | undefined {
  const handoff = pending.get(operation);
  pending.delete(operation);
  return handoff;
}

export function subscribeHandoff(operation: string, listener: () => void): () => void {
  const set = listeners.get(operation) ?? new Set();
  set.add(listener);
  listeners.set(operation, set);
  return () => set.delete(listener);
}
