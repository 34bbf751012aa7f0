/**
 * Webhook endpoints: stored, listed, changed and deleted. Deliveries to them are made by
 * `webhooks/deliveries.ts` from the events the sandbox produces.
 */
import {
  CreateWebhookEndpointIntentSchema,
  DeleteWebhookEndpointIntentSchema,
  ListWebhookEndpointsRequestSchema,
  UpdateWebhookEndpointIntentSchema,
} from '@docs/platform-api';
import type { WebhookEndpointData } from '@docs/platform-api';
import type { ReadTransaction, WebhookEndpointRecord } from '../../storage/types';
import { invalid } from '../errors';
import { query, simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';
import { isLoopbackHost } from '../webhooks/destinations';

const FIDELITY = simplified(
  'The platform accepts only https URLs that resolve to public addresses; the sandbox also accepts http on loopback (localhost, 127.0.0.0/8, ::1), and delivers only to loopback unless started with --webhook-allow-host. It does not resolve host names at creation.',
);

/**
 * https URLs without user info, as the platform requires; and, for local receivers, http on a
 * loopback host, which only the sandbox accepts.
 */
function checkUrl(url: string, field: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(`${field}: ${JSON.stringify(url)} is not a URL`);
  }
  const localHttp = parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
  if (parsed.protocol !== 'https:' && !localHttp) {
    throw invalid(`${field}: the URL must use https (the sandbox also takes http on loopback)`);
  }
  if (parsed.username || parsed.password)
    throw invalid(`${field}: the URL must not hold user info`);
}

function endpointView(record: WebhookEndpointRecord): WebhookEndpointData {
  return {
    endpointId: record.endpointId,
    organizationId: record.organizationId,
    url: record.url,
    name: record.name,
    isActive: record.isActive,
    subscriptions: record.subscriptions,
  };
}

const ownEndpoint = (tx: ReadTransaction, endpointId: string, organizationId: string) =>
  ownRecord(tx, 'webhookEndpoint', endpointId, organizationId, 'webhook endpoint');

export const createWebhookEndpoint = submission(
  CreateWebhookEndpointIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    checkUrl(parameters.url, 'url');
    const now = context.timestamp();
    const endpoint: WebhookEndpointRecord = {
      endpointId: context.newId(),
      organizationId: context.organizationId,
      url: parameters.url,
      name: parameters.name,
      isActive: true,
      subscriptions: (parameters.subscriptions ?? []).map((subscription) => ({
        ...subscription,
        isActive: subscription.isActive ?? true,
      })),
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { endpointId: endpoint.endpointId, webhookEndpoint: endpointView(endpoint) },
      write: (tx) =>
        tx.insert('webhookEndpoint', {
          id: endpoint.endpointId,
          organizationId: endpoint.organizationId,
          data: endpoint,
        }),
    };
  },
);

export const updateWebhookEndpoint = submission(
  UpdateWebhookEndpointIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    if (parameters.url !== undefined) checkUrl(parameters.url, 'url');
    const before = await context.storage.read((tx) =>
      ownEndpoint(tx, parameters.endpointId, context.organizationId),
    );
    const after: WebhookEndpointRecord = {
      ...before,
      url: parameters.url ?? before.url,
      name: parameters.name ?? before.name,
      isActive: parameters.isActive ?? before.isActive,
      updatedAt: context.timestamp(),
    };
    return {
      result: { endpointId: after.endpointId, webhookEndpoint: endpointView(after) },
      write: async (tx) => {
        await ownEndpoint(tx, parameters.endpointId, context.organizationId);
        await tx.update('webhookEndpoint', after.endpointId, after);
      },
    };
  },
);

export const deleteWebhookEndpoint = submission(
  DeleteWebhookEndpointIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    await context.storage.read((tx) =>
      ownEndpoint(tx, parameters.endpointId, context.organizationId),
    );
    return {
      result: { endpointId: parameters.endpointId },
      write: async (tx) => {
        await ownEndpoint(tx, parameters.endpointId, context.organizationId);
        await tx.remove('webhookEndpoint', parameters.endpointId);
      },
    };
  },
);

export const listWebhookEndpoints = query(ListWebhookEndpointsRequestSchema, FIDELITY, (context) =>
  context.storage.read(async (tx) => ({
    webhookEndpoints: (
      await tx.list('webhookEndpoint', { organizationId: context.organizationId })
    ).map(endpointView),
  })),
);
