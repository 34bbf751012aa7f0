/**
 * Webhook deliveries: an event becomes one delivery per subscribed endpoint, stored first and then
 * POSTed in the background, so a receiver that hangs or fails never holds up the activity that
 * caused it. Each attempt is signed afresh (`signing.ts`) and recorded with what came back. A 2xx
 * delivers; a 3xx, 4xx or 429 is final, as on the platform; a network error, a time-out or a 5xx
 * is retried after each of `retryDelaysMs`. Pending deliveries survive a restart and are resumed.
 */
import type { Storage, WebhookDeliveryRecord, WebhookEndpointRecord } from '../../storage/types';
import type { HandlerContext } from '../contract';
import { destinationRefusal } from './destinations';
import { deliveryHeaders, webhookKey } from './signing';

export interface WebhookTransportResponse {
  status: number;
}

/** Sends one signed request; `fetch` fits. */
export type WebhookTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<WebhookTransportResponse>;

export interface WebhookOptions {
  /**
   * How deliveries are sent. Without one (the in-page sandbox) deliveries are signed and logged
   * as `not_sent`, and the Webhook Lab shows them.
   */
  transport?: WebhookTransport;
  /** Host names besides loopback that deliveries may go to; `*` allows any. */
  allowHosts?: readonly string[];
  /** Waits before the second, third, … attempt. */
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000];
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface WebhookEvent {
  eventType: string;
  /** The organization the event is about; routing follows the event type's scope. */
  organizationId: string;
  body: string;
  test?: boolean;
}

/** Event types whose endpoints live in the billing (top-level) organization. */
const BILLING_SCOPED = new Set([
  'BALANCE_CONFIRMED_UPDATES',
  'BALANCE_FINALIZED_UPDATES',
  'SEND_TRANSACTION_STATUS_UPDATES',
]);

export const WEBHOOK_EVENT_TYPES = ['ACTIVITY_UPDATES', ...BILLING_SCOPED] as const;

type Deps = Pick<HandlerContext, 'storage' | 'random' | 'timestamp' | 'newId'>;

const subscribed = (endpoint: WebhookEndpointRecord, eventType: string) =>
  endpoint.isActive &&
  endpoint.subscriptions.some((s) => s.eventType === eventType && s.isActive !== false);

/**
 * The endpoints an event goes to. Activity updates: the organization's own endpoints and its
 * parent's (a parent's endpoint hears its sub-organizations). Billing-scoped events: the
 * endpoints of the top-level organization only.
 */
export async function subscribersOf(
  storage: Storage,
  event: Pick<WebhookEvent, 'eventType' | 'organizationId'>,
): Promise<WebhookEndpointRecord[]> {
  return storage.read(async (tx) => {
    const organization = await tx.get('organization', event.organizationId);
    if (!organization) return [];
    const parent = organization.parentOrganizationId;
    const owners = BILLING_SCOPED.has(event.eventType)
      ? [parent ?? organization.organizationId]
      : [organization.organizationId, ...(parent ? [parent] : [])];
    const endpoints = await Promise.all(
      owners.map((organizationId) => tx.list('webhookEndpoint', { organizationId })),
    );
    return endpoints.flat().filter((endpoint) => subscribed(endpoint, event.eventType));
  });
}

const describe = (error: unknown) =>
  error instanceof Error
    ? error.name === 'TimeoutError'
      ? 'timed out'
      : error.message
    : String(error);

export class WebhookDispatcher {
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private resumed = false;
  /** Set by `close`: nothing new is scheduled, and attempts in flight are cut short. */
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: Deps,
    /** Real time, for signatures and retry timers (not the sandbox clock's offset). */
    private readonly wallClock: () => number,
    private readonly options: WebhookOptions = {},
  ) {}

  private get delays() {
    return this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Stores one delivery per subscribed endpoint and starts sending them. */
  async publish(event: WebhookEvent): Promise<WebhookDeliveryRecord[]> {
    const endpoints = await subscribersOf(this.deps.storage, event);
    if (endpoints.length === 0) return [];
    const eventId = `evt_${this.deps.newId()}`;
    const now = this.wallClock();
    const deliveries = endpoints.map((endpoint): WebhookDeliveryRecord => {
      const refusal = destinationRefusal(endpoint.url, this.options.allowHosts ?? []);
      const reason =
        refusal ??
        (this.options.transport
          ? undefined
          : 'this sandbox has no network: deliveries are signed and logged only');
      return {
        deliveryId: this.deps.newId(),
        eventId,
        endpointId: endpoint.endpointId,
        organizationId: endpoint.organizationId,
        eventType: event.eventType,
        url: endpoint.url,
        body: event.body,
        createdAtMs: now,
        state: reason ? 'not_sent' : 'pending',
        ...(reason ? { reason } : { nextAttemptAtMs: now }),
        ...(event.test ? { test: true } : {}),
        attempts: [],
      };
    });
    const key = await webhookKey(this.deps);
    await this.deps.storage.transaction(async (tx) => {
      for (const delivery of deliveries) {
        // A delivery that will not be sent still shows the headers it would carry.
        const logged =
          delivery.state === 'not_sent'
            ? {
                ...delivery,
                attempts: [
                  {
                    attemptedAtMs: now,
                    headers: deliveryHeaders(key, delivery, now),
                    durationMs: 0,
                  },
                ],
              }
            : delivery;
        await tx.insert('webhookDelivery', {
          id: delivery.deliveryId,
          organizationId: delivery.organizationId,
          parentId: delivery.endpointId,
          data: logged,
        });
      }
    });
    for (const delivery of deliveries) {
      if (delivery.state === 'pending') this.schedule(delivery.deliveryId, 0);
    }
    return deliveries;
  }

  /**
   * `publish` in the background: the caller (an activity's request) does not wait, and a failure
   * to store the deliveries is reported to `onError` instead of failing the activity.
   */
  notify(event: WebhookEvent, onError: (error: unknown) => void = () => undefined): void {
    this.background(
      this.publish(event).then(
        () => undefined,
        (error: unknown) => onError(error),
      ),
    );
  }

  /**
   * The events `produce` works out, published in their order, in the background like `notify`:
   * tracked, so `close` waits for them, and a failure reported instead of left unhandled.
   */
  notifyEach(produce: () => Promise<WebhookEvent[]>): void {
    this.background(
      (async () => {
        for (const event of await produce()) await this.publish(event);
      })(),
    );
  }

  /**
   * Sends a stored delivery again now, as a new attempt (the Webhook Lab's replay). A delivery
   * this sandbox may not send gets a freshly signed attempt that is logged only, as `publish`
   * logs it, so the in-page sandbox (no network) still shows what a replay would carry.
   */
  async replay(deliveryId: string): Promise<WebhookDeliveryRecord | undefined> {
    const delivery = await this.deps.storage.read((tx) => tx.get('webhookDelivery', deliveryId));
    if (!delivery) return undefined;
    const refusal = destinationRefusal(delivery.url, this.options.allowHosts ?? []);
    if (refusal || !this.options.transport) return this.logUnsent(delivery);
    await this.track(this.attempt(deliveryId, true));
    return this.deps.storage.read((tx) => tx.get('webhookDelivery', deliveryId));
  }

  private async logUnsent(delivery: WebhookDeliveryRecord): Promise<WebhookDeliveryRecord> {
    const key = await webhookKey(this.deps);
    const now = this.wallClock();
    const attempt = {
      attemptedAtMs: now,
      headers: deliveryHeaders(key, delivery, now),
      durationMs: 0,
    };
    const next: WebhookDeliveryRecord = { ...delivery, attempts: [...delivery.attempts, attempt] };
    await this.deps.storage.transaction((tx) =>
      tx.update('webhookDelivery', delivery.deliveryId, next),
    );
    return next;
  }

  /** Picks up deliveries a stopped sandbox left pending. Runs once. */
  resume(): void {
    if (this.resumed || !this.options.transport) return;
    this.resumed = true;
    this.background(
      (async () => {
        const pending = await this.deps.storage.read((tx) => tx.list('webhookDelivery', {}));
        for (const delivery of pending) {
          if (delivery.state !== 'pending') continue;
          this.schedule(
            delivery.deliveryId,
            Math.max(0, (delivery.nextAttemptAtMs ?? 0) - this.wallClock()),
          );
        }
      })(),
    );
  }

  /** Resolves when no attempt is running or due (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.timers.size > 0) {
      await Promise.race([...this.running, new Promise((resolve) => setTimeout(resolve, 5))]);
    }
  }

  /**
   * Stops delivering (the server is stopping): cancels every scheduled retry, cuts short the
   * attempts in flight and resolves once they have stored their outcome, so the storage can be
   * closed after it. What was pending resumes on the next start.
   */
  async close(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.stopping.abort();
    await Promise.allSettled([...this.running]);
  }

  private schedule(deliveryId: string, delayMs: number): void {
    if (this.stopped) return;
    const existing = this.timers.get(deliveryId);
    if (existing) clearTimeout(existing);
    const timer = setTimeout(() => {
      this.timers.delete(deliveryId);
      this.background(this.attempt(deliveryId, false));
    }, delayMs);
    this.timers.set(deliveryId, timer);
  }

  /**
   * Work nobody awaits: a failure (the storage gone under a stopping server, say) is reported
   * instead of becoming an unhandled rejection, which would end a Node process.
   */
  private background(work: Promise<void>): void {
    this.track(work).catch((error: unknown) => {
      if (!this.stopped) console.error(`webhook deliveries: ${describe(error)}`);
    });
  }

  private async track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  private async attempt(deliveryId: string, manual: boolean): Promise<void> {
    const { transport } = this.options;
    const delivery = await this.deps.storage.read((tx) => tx.get('webhookDelivery', deliveryId));
    if (!delivery || !transport) return;
    if (!manual && delivery.state !== 'pending') return;
    const key = await webhookKey(this.deps);
    const started = this.wallClock();
    const headers = deliveryHeaders(key, delivery, started);
    let status: number | undefined;
    let error: string | undefined;
    try {
      const response = await transport(delivery.url, {
        method: 'POST',
        headers,
        body: delivery.body,
        signal: AbortSignal.any([
          AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
          this.stopping.signal,
        ]),
      });
      status = response.status;
    } catch (failure) {
      error = describe(failure);
    }
    const attempt = {
      attemptedAtMs: started,
      headers,
      ...(status !== undefined ? { status } : {}),
      ...(error !== undefined ? { error } : {}),
      durationMs: this.wallClock() - started,
    };
    const attempts = [...delivery.attempts, attempt];
    const retryable = status === undefined || status >= 500;
    const automatic = attempts.filter(
      (a) => a.status !== undefined || a.error !== undefined,
    ).length;
    const delay = this.delays[automatic - 1];
    // Settled deliveries keep no due time; only a failed one keeps a reason.
    const settled = (state: 'delivered' | 'failed', reason?: string): WebhookDeliveryRecord => {
      const record: WebhookDeliveryRecord = { ...delivery, attempts, state };
      delete record.nextAttemptAtMs;
      delete record.reason;
      return reason ? { ...record, reason } : record;
    };
    let next: WebhookDeliveryRecord;
    if (status !== undefined && status >= 200 && status < 300) {
      next = settled('delivered');
    } else if (!manual && retryable && delay !== undefined) {
      next = { ...delivery, attempts, state: 'pending', nextAttemptAtMs: started + delay };
    } else {
      const why =
        status !== undefined
          ? retryable
            ? `the receiver answered ${status} on the last attempt`
            : `the receiver answered ${status}, which is final (3xx, 4xx and 429 are not retried)`
          : `the last attempt failed: ${error}`;
      next = settled('failed', why);
    }
    await this.deps.storage.transaction((tx) => tx.update('webhookDelivery', deliveryId, next));
    if (next.state === 'pending' && next.nextAttemptAtMs !== undefined) {
      this.schedule(deliveryId, next.nextAttemptAtMs - this.wallClock());
    }
  }
}
