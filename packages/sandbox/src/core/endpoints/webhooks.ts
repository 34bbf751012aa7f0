/**
 * The sandbox's webhook endpoints:
 *
 * - `GET /public/v1/discovery/webhooks/jwks`: the verification key as a JWKS document, at the
 *   platform's path;
 * - `GET /sandbox/v1/webhooks/deliveries?endpointId=&organizationId=&after=&limit=`: the delivery
 *   log, oldest first, each with its body and every attempt's signed headers and result;
 * - `POST /sandbox/v1/webhooks/deliveries/{deliveryId}/replay`: one more attempt now;
 * - `POST /sandbox/v1/webhooks/trigger` `{ eventType, organizationId }`: a test event of that type
 *   (`webhooks trigger`);
 * - `POST /sandbox/v1/webhooks/listeners` `{ organizationId, url, eventTypes? }` and
 *   `DELETE /sandbox/v1/webhooks/listeners/{endpointId}`: a temporary endpoint for
 *   `webhooks listen --forward-to`.
 */
import * as z from 'zod';
import type { Activity } from '@docs/platform-api';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../../storage/types';
import type { Environment } from './api';
import { jsonBody } from './json-body';
import { invalid, jsonResponse, notFound } from '../errors';
import type { SandboxRequest } from '../request';
import { WEBHOOK_EVENT_TYPES, type WebhookDispatcher } from '../webhooks/deliveries';
import { destinationRefusal } from '../webhooks/destinations';
import { jwks, verificationKey, webhookKey } from '../webhooks/signing';

export const JWKS_PATH = '/public/v1/discovery/webhooks/jwks';

const EventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

const TriggerSchema = z.strictObject({
  eventType: EventTypeSchema,
  organizationId: z.string().min(1),
});

const ListenerSchema = z.strictObject({
  organizationId: z.string().min(1),
  url: z.string().min(1),
  eventTypes: z
    .array(EventTypeSchema)
    .min(1)
    .default([...WEBHOOK_EVENT_TYPES]),
});

/** What `GET /sandbox/v1/info` says about webhooks. */
export async function webhookInfo(env: Environment) {
  const key = await webhookKey(env.context);
  return {
    verificationKeys: [verificationKey(key)],
    jwksPath: JWKS_PATH,
    eventTypes: WEBHOOK_EVENT_TYPES,
    deliveriesPath: '/sandbox/v1/webhooks/deliveries',
  };
}

export async function jwksResponse(env: Environment): Promise<Response> {
  const response = jsonResponse(jwks(await webhookKey(env.context)));
  response.headers.set('Cache-Control', 'public, max-age=300');
  return response;
}

const MAX_LIMIT = 200;

async function listDeliveries(env: Environment, url: URL) {
  const endpointId = url.searchParams.get('endpointId') ?? undefined;
  const organizationId = url.searchParams.get('organizationId') ?? undefined;
  const after = url.searchParams.get('after');
  const limitText = url.searchParams.get('limit') ?? '50';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalid(`limit: a whole number from 1 to ${MAX_LIMIT}, received ${limitText}`);
  }
  const all = await env.storage.read((tx) =>
    tx.list('webhookDelivery', {
      ...(endpointId ? { parentId: endpointId } : {}),
      ...(organizationId ? { organizationId } : {}),
    }),
  );
  const start = after ? all.findIndex((delivery) => delivery.deliveryId === after) + 1 : 0;
  if (after && start === 0) throw invalid(`after: no delivery ${after} in this list`);
  const deliveries = all.slice(start, start + limit);
  return { deliveries, hasMore: start + limit < all.length };
}

function sampleEvent(
  eventType: z.output<typeof EventTypeSchema>,
  organizationId: string,
  id: string,
) {
  const common = { organizationId, parentOrganizationId: organizationId };
  switch (eventType) {
    case 'BALANCE_CONFIRMED_UPDATES':
    case 'BALANCE_FINALIZED_UPDATES':
      return {
        type:
          eventType === 'BALANCE_CONFIRMED_UPDATES' ? 'balances:confirmed' : 'balances:finalized',
        ...common,
        msg: {
          operation: 'deposit',
          caip2: 'eip155:31337',
          txHash: `0x${'0'.repeat(64)}`,
          address: `0x${'0'.repeat(40)}`,
          idempotencyKey: `test_${id}`,
          asset: {
            symbol: 'ETH',
            name: 'Ether',
            decimals: '18',
            caip19: 'eip155:31337/slip44:60',
            amount: '1000000000000000000',
          },
          block: { number: '0', hash: `0x${'0'.repeat(64)}`, timestamp: '0' },
        },
      };
    case 'SEND_TRANSACTION_STATUS_UPDATES':
      return {
        type: 'transaction:status',
        ...common,
        msg: {
          sendTransactionStatusId: `test_${id}`,
          activityId: `test_${id}`,
          status: 'BROADCASTING',
          caip2: 'eip155:31337',
          idempotencyKey: `test_${id}`,
          timestamp: '0',
        },
      };
    case 'ACTIVITY_UPDATES':
      return undefined;
  }
}

async function trigger(env: Environment, dispatcher: WebhookDispatcher, request: SandboxRequest) {
  const input = await jsonBody(request, TriggerSchema);
  const organization = await env.storage.read((tx) => tx.get('organization', input.organizationId));
  if (!organization) {
    throw notFound(`No organization ${input.organizationId}`, 'ORGANIZATION_NOT_FOUND');
  }
  let payload: unknown = sampleEvent(input.eventType, input.organizationId, env.context.newId());
  if (payload === undefined) {
    // An activity update re-sends the organization's newest activity as a test event.
    const activities: Activity[] = await env.storage.read((tx) =>
      tx.list('activity', { organizationId: input.organizationId }),
    );
    payload = activities.at(-1);
    if (!payload) {
      throw invalid(
        `organizationId: ${input.organizationId} has no activity yet to send as ACTIVITY_UPDATES; submit one first`,
      );
    }
  }
  const deliveries = await dispatcher.publish({
    eventType: input.eventType,
    organizationId: input.organizationId,
    body: JSON.stringify(payload),
    test: true,
  });
  return { eventType: input.eventType, deliveries: deliveries.map(summary) };
}

const summary = (delivery: WebhookDeliveryRecord) => ({
  deliveryId: delivery.deliveryId,
  endpointId: delivery.endpointId,
  url: delivery.url,
  state: delivery.state,
  ...(delivery.reason ? { reason: delivery.reason } : {}),
});

async function addListener(env: Environment, request: SandboxRequest) {
  const input = await jsonBody(request, ListenerSchema);
  const refusal = destinationRefusal(input.url, []);
  if (refusal) throw invalid(`url: ${refusal}`);
  const organization = await env.storage.read((tx) => tx.get('organization', input.organizationId));
  if (!organization) {
    throw notFound(`No organization ${input.organizationId}`, 'ORGANIZATION_NOT_FOUND');
  }
  const now = env.context.timestamp();
  const endpoint: WebhookEndpointRecord = {
    endpointId: env.context.newId(),
    organizationId: input.organizationId,
    url: input.url,
    name: 'webhooks listen (sandbox CLI)',
    isActive: true,
    subscriptions: input.eventTypes.map((eventType) => ({ eventType, isActive: true })),
    createdAt: now,
    updatedAt: now,
  };
  await env.storage.transaction((tx) =>
    tx.insert('webhookEndpoint', {
      id: endpoint.endpointId,
      organizationId: endpoint.organizationId,
      data: endpoint,
    }),
  );
  return { endpointId: endpoint.endpointId, url: endpoint.url, eventTypes: input.eventTypes };
}

async function removeListener(env: Environment, endpointId: string) {
  const removed = await env.storage.transaction(async (tx) => {
    const endpoint = await tx.get('webhookEndpoint', endpointId);
    if (!endpoint || !endpoint.name.startsWith('webhooks listen')) return false;
    await tx.remove('webhookEndpoint', endpointId);
    return true;
  });
  if (!removed) throw notFound(`No listener ${endpointId}`, 'NOT_FOUND');
  return { removed: endpointId };
}

/** The answer to a `/sandbox/v1/webhooks…` request, or undefined for another path. */
export async function handleWebhookEndpoint(
  env: Environment,
  dispatcher: WebhookDispatcher,
  endpoint: string,
  url: URL,
  request: SandboxRequest,
): Promise<Response | undefined> {
  if (endpoint === 'GET webhooks/deliveries') return jsonResponse(await listDeliveries(env, url));
  if (endpoint === 'POST webhooks/trigger')
    return jsonResponse(await trigger(env, dispatcher, request));
  if (endpoint === 'POST webhooks/listeners') return jsonResponse(await addListener(env, request));
  const replay = /^POST webhooks\/deliveries\/([^/]+)\/replay$/.exec(endpoint);
  if (replay?.[1]) {
    const delivery = await dispatcher.replay(decodeURIComponent(replay[1]));
    if (!delivery) throw notFound(`No delivery ${replay[1]}`, 'NOT_FOUND');
    return jsonResponse({ delivery });
  }
  const listener = /^DELETE webhooks\/listeners\/([^/]+)$/.exec(endpoint);
  if (listener?.[1])
    return jsonResponse(await removeListener(env, decodeURIComponent(listener[1])));
  return undefined;
}
