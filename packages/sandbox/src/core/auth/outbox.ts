/**
 * The sandbox outbox: every email or SMS a flow would send (OTP codes, email-auth credential
 * bundles) is stored here instead, for `GET /sandbox/v1/outbox?organizationId=…`. Nothing ever
 * leaves the machine.
 */
import type { OutboxMessageRecord, WriteTransaction } from '../../storage/types';
import type { HandlerContext } from '../contract';

/** The channel of an OTP type: email, or a text message for SMS and WhatsApp. */
export const channelOf = (otpType: string): OutboxMessageRecord['channel'] =>
  otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'sms';

export function newMessage(
  context: Pick<HandlerContext, 'newId' | 'timestamp' | 'organizationId'>,
  message: Omit<OutboxMessageRecord, 'messageId' | 'organizationId' | 'createdAt'>,
): OutboxMessageRecord {
  return {
    messageId: context.newId(),
    organizationId: context.organizationId,
    createdAt: context.timestamp(),
    ...message,
  };
}

export async function insertMessage(tx: WriteTransaction, message: OutboxMessageRecord) {
  await tx.insert('outboxMessage', {
    id: message.messageId,
    organizationId: message.organizationId,
    lookup: message.to,
    data: message,
  });
}
