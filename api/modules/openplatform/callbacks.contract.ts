// The partner's events and callback deliveries as zod schemas (api/http/contract.ts), shared by the
// events and webhooks routes of /open/v1.
import { z } from 'zod';
import { isoTime } from '../../rest/answers.ts';

const millis = (description: string) => z.number().int().describe(description);

export const PartnerEventAnswer = z
  .object({
    apiVersion: z.string().describe('The dated version of this shape (docs/open-platform.md §5 "Versions"): additive within a version.'),
    eventId: z.string().describe('The event’s id in the log: deduplicate by it.'),
    type: z
      .string()
      .describe('order.transitioned, listing.transitioned, buyOrder.changed, bargain.changed, lease.changed or ping; ignore types you do not know.'),
    occurredAt: isoTime(),
    orderNo: z.string().nullable(),
    merchantOrderNo: z.string().nullable().describe('The buyer’s merchant number (the purchase’s, buy order’s, offer’s or rent’s); null for any other party.'),
    seq: z.number().int().describe('1, 2, 3, … with no gap within the receiving party’s stream of the aggregate.'),
    status: z
      .union([z.number().int(), z.string()])
      .nullable()
      .describe('An order’s status code (11-55), or a listing’s, buy order’s, offer’s or lease’s status.'),
    statusDes: z.string().nullable().describe('An order’s stable status code (SELLER_DELIVERING, …); null for other types.'),
    statusText: z.string().nullable().describe('The status’s label in Chinese, for display only.'),
    data: z.record(z.string(), z.unknown()).describe('What happened: the type’s own fields.'),
  })
  .meta({ id: 'PartnerEvent', description: 'An event as callbacks carry it.' });

export const DeliveryAttemptAnswer = z
  .object({
    number: z.number().int().describe('1, 2, 3, … within its delivery.'),
    time: millis('When it was made, ms since the epoch.'),
    statusCode: z.number().int().nullable().describe('The HTTP status of the answer; null: no answer.'),
    latencyMs: z.number().int(),
    answerExcerpt: z.string().nullable().describe('The first 1 KB of the answer’s body.'),
    error: z.string().nullable(),
  })
  .meta({ id: 'DeliveryAttempt', description: 'One attempt of a delivery.' });

export const DeliveryAnswer = z
  .object({
    id: z.string(),
    eventId: z.string(),
    type: z.string().describe('The event’s type; expired once the log no longer keeps it.'),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastLatencyMs: z.number().int().nullable(),
    lastAttemptTime: millis('ms since the epoch').nullable(),
    nextAttemptTime: millis('ms since the epoch').nullable(),
    deliveredTime: millis('ms since the epoch').nullable(),
    createTime: millis('ms since the epoch'),
    redeliveryOf: z.string().nullable().describe('The delivery this one sends again; null for the event’s first.'),
    attemptLog: z.array(DeliveryAttemptAnswer).describe('Every attempt, oldest first.'),
  })
  .meta({ id: 'Delivery', description: 'One delivery of an event to the callback URL, with its attempts.' });

export const WebhookSettingsAnswer = z
  .object({
    types: z.array(z.string()).describe('The event types the app receives as callbacks.'),
    all: z.boolean().describe('Every type, including types added later.'),
    known: z.array(z.string()).describe('Every event type there is.'),
  })
  .meta({ id: 'WebhookSettings' });
