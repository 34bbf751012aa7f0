/**
 * Where the Lab reads deliveries from: the in-page sandbox (the Web Worker "Try it" uses) or a
 * sandbox on the reader's machine (`npm run sandbox`). Both answer the same `/sandbox/v1/…`
 * endpoints, so everything above the transport is shared. Every failure becomes an Error whose
 * message is a sentence for the reader.
 */
import type { TurnkeyWebhookVerificationKey } from '@turnkey/crypto';
import { errorMessage, readDeliveryPage, type LabDelivery } from './deliveries';

export const EVENT_TYPES = [
  'ACTIVITY_UPDATES',
  'BALANCE_CONFIRMED_UPDATES',
  'BALANCE_FINALIZED_UPDATES',
  'SEND_TRANSACTION_STATUS_UPDATES',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

interface Answer {
  status: number;
  body: string;
}

type Request = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer>;

export interface WebhookSource {
  /** The organization whose deliveries are shown and whose test events are sent. */
  organizationId: string;
  verificationKeys: TurnkeyWebhookVerificationKey[];
  deliveries(): Promise<LabDelivery[]>;
  trigger(eventType: EventType): Promise<void>;
  replay(deliveryId: string): Promise<void>;
  /** Submits a real activity (the in-page sandbox only: the Lab holds its key). */
  causeActivity?: () => Promise<string>;
}

/** The Lab's own endpoint in the in-page sandbox: deliveries to it are signed and logged. */
export const IN_PAGE_LISTENER_URL = 'http://localhost/webhook-lab';
const MAX_PAGES = 10;

async function json(request: Request, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await request(method, path, body);
  if (answer.status !== 200) throw new Error(errorMessage(answer.status, answer.body));
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    throw new Error(`The sandbox answered ${path} without JSON.`);
  }
}

async function verificationKeysOf(request: Request): Promise<TurnkeyWebhookVerificationKey[]> {
  const info = (await json(request, 'GET', '/sandbox/v1/info')) as {
    webhooks?: { verificationKeys?: TurnkeyWebhookVerificationKey[] };
  };
  const keys = info.webhooks?.verificationKeys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new Error('This sandbox publishes no webhook verification keys; update it.');
  }
  return keys;
}

function sourceOver(
  request: Request,
  organizationId: string,
  verificationKeys: TurnkeyWebhookVerificationKey[],
): WebhookSource {
  return {
    organizationId,
    verificationKeys,
    async deliveries() {
      const all: LabDelivery[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ organizationId, limit: '200' });
        if (after) query.set('after', after);
        const answer = readDeliveryPage(
          await json(request, 'GET', `/sandbox/v1/webhooks/deliveries?${query}`),
        );
        if (!answer) throw new Error('The sandbox answered the delivery log in an unknown shape.');
        all.push(...answer.deliveries);
        after = answer.deliveries.at(-1)?.deliveryId;
        if (!answer.hasMore || !after) break;
      }
      return all;
    },
    async trigger(eventType) {
      await json(request, 'POST', '/sandbox/v1/webhooks/trigger', { eventType, organizationId });
    },
    async replay(deliveryId) {
      await json(
        request,
        'POST',
        `/sandbox/v1/webhooks/deliveries/${encodeURIComponent(deliveryId)}/replay`,
        {},
      );
    },
  };
}

/** A sandbox on this machine; `origin` is already checked to be loopback. */
export async function openLocalSource(
  origin: string,
  organizationId: string,
): Promise<WebhookSource> {
  const request: Request = async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Sandbox-Request': '1' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch {
      throw new Error(
        `No sandbox answered at ${origin}. Start one with \`npm run sandbox\` (it prints its address), or check the port.`,
      );
    }
    return { status: response.status, body: await response.text() };
  };
  if (!organizationId.trim()) {
    throw new Error('Enter the ID of an organization in your local sandbox.');
  }
  return sourceOver(request, organizationId.trim(), await verificationKeysOf(request));
}

const listenerKey = (organizationId: string) => `webhook-lab:listener:${organizationId}`;

/** The in-page sandbox, with a listener of the Lab's so its organization's events are logged. */
export async function openInPageSource(): Promise<WebhookSource> {
  const { openInPageSandbox } = await import('../../api-reference/try-it/in-page/client');
  const sandbox = await openInPageSandbox();
  if ('kind' in sandbox) throw new Error(sandbox.message);
  const identity = await sandbox.identity();
  const { organizationId } = identity;
  const request: Request = async (method, path, body) => {
    const answer = await sandbox.send({
      path,
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? '' : JSON.stringify(body),
    });
    return { status: answer.status, body: answer.body };
  };
  const listen = async () => {
    const added = (await json(request, 'POST', '/sandbox/v1/webhooks/listeners', {
      organizationId,
      url: IN_PAGE_LISTENER_URL,
    })) as { endpointId: string };
    localStorage.setItem(listenerKey(organizationId), added.endpointId);
  };
  if (!localStorage.getItem(listenerKey(organizationId))) await listen();
  const source = sourceOver(request, organizationId, await verificationKeysOf(request));
  return {
    ...source,
    async trigger(eventType) {
      const answer = (await json(request, 'POST', '/sandbox/v1/webhooks/trigger', {
        eventType,
        organizationId,
      })) as { deliveries?: unknown[] };
      // The sandbox was reset since the listener was added: add it again and send once more.
      if (answer.deliveries?.length === 0) {
        await listen();
        await source.trigger(eventType);
      }
    },
    async causeActivity() {
      const { submitWallet } = await import('./activity');
      return submitWallet(sandbox, identity);
    },
  };
}
