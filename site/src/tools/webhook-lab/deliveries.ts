/**
 * The sandbox's delivery log as the Lab reads it (`GET /sandbox/v1/webhooks/deliveries`), and the
 * checks that turn an answer into it or into a sentence for the reader.
 */

export interface LabAttempt {
  attemptedAtMs: number;
  headers: Record<string, string>;
  status?: number;
  error?: string;
  durationMs: number;
}

export interface LabDelivery {
  deliveryId: string;
  eventId: string;
  eventType: string;
  organizationId: string;
  url: string;
  state: 'pending' | 'delivered' | 'failed' | 'not_sent';
  reason?: string;
  body: string;
  test?: boolean;
  createdAtMs: number;
  attempts: LabAttempt[];
}

export interface DeliveryPage {
  deliveries: LabDelivery[];
  hasMore: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A page of the log, or undefined when the answer is not one. */
export function readDeliveryPage(value: unknown): DeliveryPage | undefined {
  if (!isObject(value) || !Array.isArray(value.deliveries)) return undefined;
  const deliveries = value.deliveries.filter(
    (item): item is LabDelivery =>
      isObject(item) &&
      typeof item.deliveryId === 'string' &&
      typeof item.body === 'string' &&
      Array.isArray(item.attempts),
  );
  return { deliveries, hasMore: value.hasMore === true };
}

/** The `message` of the platform's error body, or a sentence naming the status. */
export function errorMessage(status: number, text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed) && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: name the status below.
  }
  return `The sandbox answered ${status}.`;
}
