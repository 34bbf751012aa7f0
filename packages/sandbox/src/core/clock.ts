/**
 * The sandbox clock: the host's clock plus an offset that `POST /sandbox/v1/clock` moves, so a
 * developer can expire keys and sessions without waiting.
 */
import type { Timestamp } from '../storage/types';

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface SandboxClock extends Clock {
  /** Moves the clock forward (or back) by `ms`; returns the new time. */
  advance(ms: number): number;
  /** Sets the time; returns it. */
  set(ms: number): number;
  offset(): number;
}

export function sandboxClock(base: Clock): SandboxClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance(ms) {
      offset += ms;
      return base.now() + offset;
    },
    set(ms) {
      offset = ms - base.now();
      return ms;
    },
    offset: () => offset,
  };
}

/** The wire timestamp of a time in milliseconds. */
export function timestampOf(ms: number): Timestamp {
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: String((ms - seconds * 1000) * 1_000_000) };
}
