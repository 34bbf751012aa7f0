/**
 * `npm run sandbox -- webhooks <command>`, for a sandbox that is already running:
 *
 * - `listen --forward-to <url> --organization <id>`: registers a temporary endpoint that sends
 *   the organization's events (and its sub-organizations' activity updates) to <url>, prints each
 *   attempt as it happens, and removes the endpoint on Ctrl-C;
 * - `trigger <event type> --organization <id>`: sends a test event to the subscribed endpoints.
 *
 * `--sandbox <url>` names the sandbox (default http://127.0.0.1:8787).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, SANDBOX_PREFIX } from '../defaults';
import { SANDBOX_REQUEST_HEADER } from './request-guard';

export const WEBHOOKS_USAGE = `Usage: npm run sandbox -- webhooks <command> [options]

  listen --forward-to <url> --organization <id> [--events <type,type>]
      forward the organization's webhook events to <url> (on this machine) until Ctrl-C
  trigger <event type> --organization <id>
      send a test event: ACTIVITY_UPDATES, BALANCE_CONFIRMED_UPDATES,
      BALANCE_FINALIZED_UPDATES or SEND_TRANSACTION_STATUS_UPDATES

  --sandbox <url>   the running sandbox (default http://${DEFAULT_HOST}:${DEFAULT_PORT})`;

interface Attempt {
  attemptedAtMs: number;
  status?: number;
  error?: string;
  durationMs: number;
}

interface Delivery {
  deliveryId: string;
  eventId: string;
  eventType: string;
  state: string;
  reason?: string;
  attempts: Attempt[];
}

/** The sandbox did not answer at all (not running, or restarting). */
class SandboxUnreachable extends Error {}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}${SANDBOX_PREFIX}/${path}`, {
      method,
      // The sandbox refuses state changes without one of these (so web pages cannot make them).
      headers: { 'Content-Type': 'application/json', [SANDBOX_REQUEST_HEADER]: 'cli' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new SandboxUnreachable(
      `no sandbox answers at ${base} (${(error as Error).message}); start one with npm run sandbox`,
      { cause: error },
    );
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** One line per attempt: when, event, where it stands. */
export function attemptLine(delivery: Delivery, attempt: Attempt): string {
  const outcome =
    attempt.status !== undefined
      ? `→ ${attempt.status}`
      : attempt.error
        ? `✗ ${attempt.error}`
        : '';
  const time = new Date(attempt.attemptedAtMs).toISOString().slice(11, 23);
  return `${time}  ${delivery.eventType.padEnd(31)} ${delivery.eventId}  ${outcome} (${attempt.durationMs} ms)`;
}

export interface ListenOptions {
  /** How often the deliveries are read; 500 ms by default. */
  pollMs?: number;
  /** Where each line goes; the console by default. */
  log?: (line: string) => void;
  /** Stops the listener: it is removed from the sandbox and `listen` returns. */
  signal?: AbortSignal;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Registers a temporary endpoint forwarding the organization's events to `forwardTo`, prints each
 * attempt until `signal` aborts, then removes the endpoint.
 */
export async function listen(
  base: string,
  forwardTo: string,
  organizationId: string,
  events?: string,
  options: ListenOptions = {},
): Promise<void> {
  const { pollMs = 500, log = (line: string) => console.log(line), signal } = options;
  const listener = (await call(base, 'POST', 'webhooks/listeners', {
    organizationId,
    url: forwardTo,
    ...(events ? { eventTypes: events.split(',').map((type) => type.trim()) } : {}),
  })) as { endpointId: string; eventTypes: string[] };
  log(
    `Forwarding ${listener.eventTypes.join(', ')} for ${organizationId} to ${forwardTo}\n(listener ${listener.endpointId}; Ctrl-C stops and removes it)`,
  );
  const printed = new Map<string, number>();
  // A sandbox restarted with --data keeps the listener and its deliveries: wait for it, quietly.
  let waiting = false;
  const page = async (query: string) => {
    for (;;) {
      try {
        const answer = (await call(base, 'GET', `webhooks/deliveries?${query}`)) as {
          deliveries: Delivery[];
          hasMore: boolean;
        };
        if (waiting) log(`The sandbox at ${base} answers again; forwarding.`);
        waiting = false;
        return answer;
      } catch (error) {
        if (!(error instanceof SandboxUnreachable)) throw error;
        if (!waiting) log(`The sandbox at ${base} does not answer; waiting for it (Ctrl-C stops).`);
        waiting = true;
        await pause(pollMs, signal);
        if (signal?.aborted) return { deliveries: [], hasMore: false };
      }
    }
  };
  while (!signal?.aborted) {
    let after: string | undefined;
    for (;;) {
      const query = `endpointId=${listener.endpointId}&limit=200${after ? `&after=${after}` : ''}`;
      const { deliveries, hasMore } = await page(query);
      for (const delivery of deliveries) {
        const shown = printed.get(delivery.deliveryId) ?? 0;
        for (const attempt of delivery.attempts.slice(shown)) {
          log(attemptLine(delivery, attempt));
        }
        if (delivery.state === 'failed' && shown < delivery.attempts.length) {
          log(`  gave up: ${delivery.reason ?? 'failed'}`);
        }
        printed.set(delivery.deliveryId, delivery.attempts.length);
      }
      after = deliveries.at(-1)?.deliveryId;
      if (!hasMore) break;
    }
    await pause(pollMs, signal);
  }
  await call(base, 'DELETE', `webhooks/listeners/${listener.endpointId}`).catch(() => undefined);
  log('Listener removed.');
}

export async function runWebhooksCli(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      'forward-to': { type: 'string' },
      organization: { type: 'string' },
      events: { type: 'string' },
      sandbox: { type: 'string', default: `http://${DEFAULT_HOST}:${DEFAULT_PORT}` },
    },
    allowPositionals: true,
    strict: true,
  });
  const base = (values.sandbox ?? '').replace(/\/$/, '');
  if (!values.organization) throw new Error('give --organization <id> (the ORGANIZATION_ID)');
  if (command === 'listen') {
    if (!values['forward-to']) throw new Error('give --forward-to <url> of your local receiver');
    const stop = new AbortController();
    process.once('SIGINT', () => stop.abort());
    process.once('SIGTERM', () => stop.abort());
    await listen(base, values['forward-to'], values.organization, values.events, {
      signal: stop.signal,
    });
    process.exit(0);
  }
  if (command === 'trigger') {
    const eventType = positionals[0];
    if (!eventType) throw new Error('give the event type to send, e.g. ACTIVITY_UPDATES');
    const answer = (await call(base, 'POST', 'webhooks/trigger', {
      eventType,
      organizationId: values.organization,
    })) as { deliveries: { url: string; state: string; reason?: string }[] };
    if (answer.deliveries.length === 0) {
      console.log(`No endpoint of ${values.organization} subscribes to ${eventType}.`);
    }
    for (const delivery of answer.deliveries) {
      console.log(
        `${eventType} → ${delivery.url}: ${delivery.state}${delivery.reason ? ` (${delivery.reason})` : ''}`,
      );
    }
    return;
  }
  throw new Error(`unknown webhooks command ${JSON.stringify(command ?? '')}`);
}
