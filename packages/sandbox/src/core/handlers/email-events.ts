/**
 * list_email_events: what happened to the emails sent to one address. The sandbox sends nothing:
 * each email in its outbox (`auth/outbox.ts`: OTP codes, email-auth bundles) is one Send event.
 */
import { ListEmailEventsRequestSchema } from '@docs/platform-api';
import type { OutboxMessageRecord, Timestamp } from '../../storage/types';
import { invalid } from '../errors';
import { query, simplified } from '../contract';
import { page } from './paging';

/** The sender the outbox's emails name; a reserved name that reaches no host. */
export const OUTBOX_SENDER = 'outbox@sandbox.localhost';

const millis = (timestamp: Timestamp) =>
  String(Number(timestamp.seconds) * 1000 + Math.floor(Number(timestamp.nanos) / 1e6));

function sendEvent(message: OutboxMessageRecord) {
  return {
    id: message.messageId,
    organizationId: message.organizationId,
    messageId: message.messageId,
    eventType: 'Send',
    fromAddress: OUTBOX_SENDER,
    toAddress: message.to,
    timestamp: millis(message.createdAt),
    createdAt: millis(message.createdAt),
    details: {},
  };
}

export const listEmailEvents = query(
  ListEmailEventsRequestSchema,
  simplified(
    `Every email in the sandbox outbox (GET /sandbox/v1/outbox) is one Send event from ${OUTBOX_SENDER}; there are no Delivery, Bounce, Complaint or DeliveryDelay events, since nothing is sent.`,
  ),
  (context, input) => {
    const email = input.email.trim().toLowerCase();
    if (email === '') throw invalid('email: expected the recipient address to list events for');
    return context.storage.read(async (tx) => {
      const messages = await tx.list('outboxMessage', { organizationId: context.organizationId });
      const events = messages
        .filter((message) => message.channel === 'email' && message.to.toLowerCase() === email)
        .map(sendEvent)
        .filter(
          (event) =>
            input.eventType === undefined ||
            input.eventType === '' ||
            event.eventType === input.eventType,
        );
      return { emailEvents: page(events, (event) => event.id, input.paginationOptions, true) };
    });
  },
);
