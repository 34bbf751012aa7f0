/**
 * Webhooks tag. The examples register one endpoint of the parent organization for activity and
 * balance events, and trace the email that carried Dana's one-time code (init_otp).
 */
import { exampleUuid } from '../examples/activity';
import * as ids from '../examples/ids';
import {
  ListEmailEventsRequestSchema,
  ListEmailEventsResponseSchema,
  ListWebhookEndpointsRequestSchema,
  ListWebhookEndpointsResponseSchema,
} from '../schemas/webhooks';
import { defineQuery, defineSubmission, type Operation } from './define';

const TAG = 'Webhooks';

const subscriptions = [
  { eventType: 'ACTIVITY_UPDATES', isActive: true },
  { eventType: 'BALANCE_CONFIRMED_UPDATES', isActive: true },
];
const endpointParameters = {
  url: ids.WEBHOOK_ENDPOINT_URL,
  name: 'Activity and balance events',
};
const endpoint = {
  endpointId: ids.WEBHOOK_ENDPOINT_ID,
  organizationId: ids.ORGANIZATION_ID,
  ...endpointParameters,
  isActive: true,
  subscriptions,
};
const endpointId = { endpointId: ids.WEBHOOK_ENDPOINT_ID };
const otpEmail = {
  organizationId: ids.SUB_ORGANIZATION_ID,
  messageId: ids.OTP_EMAIL_MESSAGE_ID,
  fromAddress: 'no-reply@acme.example',
  toAddress: ids.END_USER_EMAIL,
};

export const webhookOperations: Operation[] = [
  defineQuery({
    name: 'list_email_events',
    sdkMethod: 'listEmailEvents',
    tag: TAG,
    summary: 'List email events',
    description:
      'Traces the emails the platform sent to one address for the organization (one-time codes, email auth, recovery): each send, delivery, bounce, delay or complaint the mail provider reported, newest first. Use it when a user says a code never arrived; filter with `eventType`, and page with `paginationOptions` (1 to 100 events, 10 by default). The events are in `emailEvents`.',
    request: ListEmailEventsRequestSchema,
    response: ListEmailEventsResponseSchema,
    example: {
      request: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        email: ids.END_USER_EMAIL,
        paginationOptions: { limit: '10' },
      },
      response: {
        emailEvents: [
          {
            id: exampleUuid(`email-event:${ids.OTP_EMAIL_MESSAGE_ID}:Delivery`),
            ...otpEmail,
            eventType: 'Delivery',
            timestamp: '1741080601412',
            createdAt: '1741080601530',
            details: { deliverySmtpResponse: '250 2.0.0 OK', deliveryProcessingTimeMillis: '812' },
          },
          {
            id: exampleUuid(`email-event:${ids.OTP_EMAIL_MESSAGE_ID}:Send`),
            ...otpEmail,
            eventType: 'Send',
            timestamp: '1741080600600',
            createdAt: '1741080600702',
            details: {},
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'list_webhook_endpoints',
    sdkMethod: 'listWebhookEndpoints',
    tag: TAG,
    summary: 'List webhook endpoints',
    description:
      'Returns every webhook endpoint of the organization with its address, whether it is active and the kinds of event it receives. The endpoints are in `webhookEndpoints`.',
    request: ListWebhookEndpointsRequestSchema,
    response: ListWebhookEndpointsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { webhookEndpoints: [endpoint] },
    },
  }),
  defineSubmission({
    name: 'create_webhook_endpoint',
    sdkMethod: 'createWebhookEndpoint',
    tag: TAG,
    summary: 'Create webhook endpoint',
    description:
      'Registers an HTTPS address the platform posts events to, so you learn about activity and balance changes without polling. Subscribe to the kinds of event you want in `subscriptions` (for example `ACTIVITY_UPDATES`); they can only be given here, since update_webhook_endpoint changes the address, name and on/off switch only. The new endpoint is in `activity.result.createWebhookEndpointResult`, its id in `endpointId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT',
    intentKey: 'createWebhookEndpointIntent',
    result: { key: 'createWebhookEndpointResult', source: 'derived' },
    example: {
      parameters: { ...endpointParameters, subscriptions },
      result: { ...endpointId, webhookEndpoint: endpoint },
    },
  }),
  defineSubmission({
    name: 'delete_webhook_endpoint',
    sdkMethod: 'deleteWebhookEndpoint',
    tag: TAG,
    summary: 'Delete webhook endpoint',
    description:
      'Removes a webhook endpoint and its subscriptions; the platform stops posting to it. To pause delivery instead, set `isActive` to false with update_webhook_endpoint. The deleted id is echoed in `activity.result.deleteWebhookEndpointResult.endpointId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
    intentKey: 'deleteWebhookEndpointIntent',
    result: { key: 'deleteWebhookEndpointResult', source: 'derived' },
    example: { parameters: endpointId, result: endpointId },
  }),
  defineSubmission({
    name: 'update_webhook_endpoint',
    sdkMethod: 'updateWebhookEndpoint',
    tag: TAG,
    summary: 'Update webhook endpoint',
    description:
      'Changes the address or name of a webhook endpoint, or switches delivery off and on with `isActive`; only the fields you send change, and subscriptions stay as they are. The endpoint as it now is appears in `activity.result.updateWebhookEndpointResult.webhookEndpoint`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT',
    intentKey: 'updateWebhookEndpointIntent',
    result: { key: 'updateWebhookEndpointResult', source: 'derived' },
    example: {
      parameters: { ...endpointId, isActive: false },
      result: { ...endpointId, webhookEndpoint: { ...endpoint, isActive: false } },
    },
  }),
];
