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
    throw new Error(
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

async function listen(base: string, forwardTo: string, organizationId: string, events?: string) {
  const listener = (await call(base, 'POST', 'webhooks/listeners', {
    organizationId,
    url: forwardTo,
    ...(events ? { eventTypes: events.split(',').map((type) => type.trim()) } : {}),
  })) as { endpointId: string; eventTypes: string[] };
  console.log(
    `Forwarding ${listener.eventTypes.join(', ')} for ${organizationId} to ${forwardTo}\n(listener ${listener.endpointId}; Ctrl-C stops and removes it)`,
  );
  const printed = new Map<string, number>();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await call(base, 'DELETE', `webhooks/listeners/${listener.endpointId}`).catch(() => undefined);
    console.log('Listener removed.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  while (!stopped) {
    let after: string | undefined;
    for (;;) {
      const query = `endpointId=${listener.endpointId}&limit=200${after ? `&after=${after}` : ''}`;
      const page = (await call(base, 'GET', `webhooks/deliveries?${query}`)) as {
        deliveries: Delivery[];
        hasMore: boolean;
      };
      for (const delivery of page.deliveries) {
        const shown = printed.get(delivery.deliveryId) ?? 0;
        for (const attempt of delivery.attempts.slice(shown)) {
          console.log(attemptLine(delivery, attempt));
        }
        if (delivery.state === 'failed' && shown < delivery.attempts.length) {
          console.log(`  gave up: ${delivery.reason ?? 'failed'}`);
        }
        printed.set(delivery.deliveryId, delivery.attempts.length);
      }
      after = page.deliveries.at(-1)?.deliveryId;
      if (!page.hasMore) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
    await listen(base, values['forward-to'], values.organization, values.events);
    return;
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
