/**
 * Webhooks: endpoints the platform posts events to (activity and balance updates), and the
 * delivery events of the emails the platform sends for an organization.
 */
import * as z from 'zod';
import {
  END_USER_EMAIL,
  ORGANIZATION_ID,
  OTP_EMAIL_MESSAGE_ID,
  WEBHOOK_ENDPOINT_ID,
  WEBHOOK_ENDPOINT_URL,
} from '../examples/ids';
import { PaginationSchema } from './common';
import { bool, id, organizationIdField, text, uint64 } from './fields';

const endpointId = (description: string) => id(description, WEBHOOK_ENDPOINT_ID);
const url = text('The HTTPS address the platform posts events to.', WEBHOOK_ENDPOINT_URL);
const name = text('A name people recognize the endpoint by.', 'Activity and balance events');

export const WebhookSubscriptionParamsSchema = z
  .object({
    eventType: text(
      'The kind of event to receive, for example `ACTIVITY_UPDATES`, `BALANCE_CONFIRMED_UPDATES` or `BALANCE_FINALIZED_UPDATES`.',
      'ACTIVITY_UPDATES',
    ),
    filtersJson: text(
      'Narrows the events of this kind that are sent, as a JSON object in a string.',
    ).optional(),
    isActive: bool('Whether events of this subscription are sent.').optional(),
  })
  .meta({
    id: 'WebhookSubscriptionParams',
    description: 'One kind of event an endpoint receives.',
  });
export type WebhookSubscriptionParams = z.infer<typeof WebhookSubscriptionParamsSchema>;

const subscriptions = z.array(WebhookSubscriptionParamsSchema);

export const WebhookEndpointDataSchema = z
  .object({
    endpointId: endpointId('Identifies the endpoint.'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    url,
    name,
    isActive: bool('Whether the platform posts to the endpoint at all.'),
    subscriptions: subscriptions
      .optional()
      .meta({ description: 'The kinds of event the endpoint receives.' }),
  })
  .meta({ id: 'WebhookEndpointData', description: 'A webhook endpoint and its subscriptions.' });
export type WebhookEndpointData = z.infer<typeof WebhookEndpointDataSchema>;

export const CreateWebhookEndpointIntentSchema = z
  .object({
    url,
    name,
    subscriptions: subscriptions
      .optional()
      .meta({ description: 'The kinds of event to send to the endpoint from the start.' }),
  })
  .meta({
    id: 'CreateWebhookEndpointIntent',
    description: 'Parameters of create_webhook_endpoint.',
  });
export type CreateWebhookEndpointIntent = z.infer<typeof CreateWebhookEndpointIntentSchema>;

export const UpdateWebhookEndpointIntentSchema = z
  .object({
    endpointId: endpointId('The endpoint to change.'),
    url: url.optional(),
    name: name.optional(),
    isActive: bool('Switch delivery to the endpoint on or off.').optional(),
  })
  .meta({
    id: 'UpdateWebhookEndpointIntent',
    description: 'Parameters of update_webhook_endpoint; only the fields present change.',
  });
export type UpdateWebhookEndpointIntent = z.infer<typeof UpdateWebhookEndpointIntentSchema>;

/** Create and update answer the endpoint id and the endpoint as it now is. */
function endpointResult<Id extends string>(resultId: Id, operation: string, words: string) {
  return z
    .object({ endpointId: endpointId(words), webhookEndpoint: WebhookEndpointDataSchema })
    .meta({ id: resultId, description: `Result of ${operation}.` });
}

export const CreateWebhookEndpointResultSchema = endpointResult(
  'CreateWebhookEndpointResult',
  'create_webhook_endpoint',
  'The new endpoint.',
);
export type CreateWebhookEndpointResult = z.infer<typeof CreateWebhookEndpointResultSchema>;

export const UpdateWebhookEndpointResultSchema = endpointResult(
  'UpdateWebhookEndpointResult',
  'update_webhook_endpoint',
  'The endpoint that changed.',
);
export type UpdateWebhookEndpointResult = z.infer<typeof UpdateWebhookEndpointResultSchema>;

export const DeleteWebhookEndpointIntentSchema = z
  .object({ endpointId: endpointId('The endpoint to delete.') })
  .meta({
    id: 'DeleteWebhookEndpointIntent',
    description: 'Parameters of delete_webhook_endpoint.',
  });
export type DeleteWebhookEndpointIntent = z.infer<typeof DeleteWebhookEndpointIntentSchema>;

export const DeleteWebhookEndpointResultSchema = z
  .object({ endpointId: endpointId('The endpoint that was deleted.') })
  .meta({
    id: 'DeleteWebhookEndpointResult',
    description: 'Result of delete_webhook_endpoint.',
  });
export type DeleteWebhookEndpointResult = z.infer<typeof DeleteWebhookEndpointResultSchema>;

export const ListWebhookEndpointsRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({
    id: 'ListWebhookEndpointsRequest',
    description: 'Request body of list_webhook_endpoints.',
  });
export type ListWebhookEndpointsRequest = z.infer<typeof ListWebhookEndpointsRequestSchema>;

export const ListWebhookEndpointsResponseSchema = z
  .object({ webhookEndpoints: z.array(WebhookEndpointDataSchema) })
  .meta({
    id: 'ListWebhookEndpointsResponse',
    description: 'Response of list_webhook_endpoints.',
  });
export type ListWebhookEndpointsResponse = z.infer<typeof ListWebhookEndpointsResponseSchema>;

// --- Email events ----------------------------------------------------------------------------

export const EmailEventDetailsSchema = z
  .object({
    bounceType: text('For a `Bounce`: the kind of bounce.').optional(),
    bounceSubType: text('For a `Bounce`: the finer kind.').optional(),
    diagnosticCode: text(
      'For a `Bounce` or `DeliveryDelay`: what the receiving server said.',
    ).optional(),
    deliverySmtpResponse: text(
      'For a `Delivery`: the SMTP reply of the receiving server.',
      '250 2.0.0 OK',
    ).optional(),
    deliveryProcessingTimeMillis: uint64(
      'For a `Delivery`: milliseconds from sending to acceptance.',
      '812',
    ).optional(),
    deliveryDelayType: text('For a `DeliveryDelay`: why delivery is late.').optional(),
    complaintFeedbackType: text(
      'For a `Complaint`: the kind of complaint the recipient made.',
    ).optional(),
  })
  .meta({
    id: 'EmailEventDetails',
    description:
      'What the mail provider reported with the event; which fields are set depends on its type.',
  });
export type EmailEventDetails = z.infer<typeof EmailEventDetailsSchema>;

const eventType = text(
  'What happened to the message, as the mail provider names it: `Send`, `Delivery`, `Bounce`, `DeliveryDelay`, `Complaint` and the like.',
  'Delivery',
);

export const EmailEventSchema = z
  .object({
    id: text('Identifies this event.'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    messageId: text(
      "The mail provider's id of the message; every event of one message shares it.",
      OTP_EMAIL_MESSAGE_ID,
    ),
    eventType,
    fromAddress: text('The sender address.'),
    toAddress: text('The recipient address.', END_USER_EMAIL),
    senderTenant: text('The sending tenant at the mail provider, when known.').optional(),
    timestamp: uint64('When it happened, in milliseconds since the Unix epoch.', '1741080601412'),
    createdAt: uint64(
      'When the platform recorded it, in milliseconds since the Unix epoch.',
      '1741080601530',
    ),
    details: EmailEventDetailsSchema,
  })
  .meta({ id: 'EmailEvent', description: 'One event in the life of an email the platform sent.' });
export type EmailEvent = z.infer<typeof EmailEventSchema>;

export const ListEmailEventsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    email: text('The recipient whose emails you want to trace.', END_USER_EMAIL),
    eventType: eventType.optional(),
    paginationOptions: PaginationSchema.optional(),
  })
  .meta({ id: 'ListEmailEventsRequest', description: 'Request body of list_email_events.' });
export type ListEmailEventsRequest = z.infer<typeof ListEmailEventsRequestSchema>;

export const ListEmailEventsResponseSchema = z
  .object({
    emailEvents: z.array(EmailEventSchema).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'ListEmailEventsResponse', description: 'Response of list_email_events.' });
export type ListEmailEventsResponse = z.infer<typeof ListEmailEventsResponseSchema>;
