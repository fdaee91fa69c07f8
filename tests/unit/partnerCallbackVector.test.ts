// The callback golden vector of docs/open-platform.md is a real callback: the body the server builds
// (callbackBody) for a fixed order event, signed by the code that signs callbacks (callbackHeaders)
// with the docs' test key, byte for byte, so the page cannot drift from the server again. And the rule
// that numbers a seller's stream of an order from its payment holds for the state machine.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLBACK_API_VERSION, callbackBody, callbackHeaders, type EventRow } from '../../api/modules/openplatform/callbacks.service.ts';
import { callbackSigningInput } from '../../api/modules/openplatform/signature.ts';
import { eventsFrom, TRANSITIONS } from '../../api/modules/order/orderStateMachine.ts';
import { SELLER_UNSEEN_ORDER_EVENTS } from '../../api/modules/order/order.service.ts';

const page = readFileSync(new URL('../../docs/open-platform.md', import.meta.url), 'utf8');
function block(marker: string, language: string): string {
  const start = page.indexOf(`\`\`\`${language}`, page.indexOf(marker)) + language.length + 3;
  return page.slice(start, page.indexOf('```', start)).trim();
}

/** The event of the vector: order 202511251200000001 paid (its second event), read by its buyer's app. */
const PAID: EventRow = {
  id: 42n,
  tx: '1000',
  type: 'order.transitioned',
  aggregate_id: '0b5f5d8e-5a3c-4a8e-9d3e-000000000042',
  aggregate_seq: 2,
  payload: {
    orderId: '0b5f5d8e-5a3c-4a8e-9d3e-000000000042',
    orderNo: '202511251200000001',
    event: 'PAID',
    actor: 'BUYER',
    from: { status: 11, statusDes: 'WAITING_PAYMENT' },
    to: { status: 21, statusDes: 'SELLER_DELIVERING' },
  },
  occurred_at: new Date('2025-11-25T12:00:02.000Z'),
  request_id: null,
  order_no: '202511251200000001',
  buyer_id: 'buyer',
  merchant_order_no: 'M20261125-0001',
};

describe('the callback golden vector of docs/open-platform.md', () => {
  const vector = (
    JSON.parse(block('<!-- golden-vectors -->', 'json')) as {
      callback: { timestamp: string; nonce: string; body: string; signingInput: string; signature: string };
    }
  ).callback;
  const privateKey = createPrivateKey(block('<!-- test-private-key -->', 'pem'));

  it('is the body the server builds for the event and the signature it sends, byte for byte', () => {
    const body = callbackBody(PAID, 'buyer');
    expect(vector.body).toBe(body);
    const headers = callbackHeaders(body, { keyId: 'test', privateKey }, { timestamp: vector.timestamp, nonce: vector.nonce });
    expect(callbackSigningInput({ timestamp: vector.timestamp, nonce: vector.nonce, body }).toString('utf8')).toBe(vector.signingInput);
    expect(headers['x-platform-signature']).toBe(vector.signature);
    expect(JSON.parse(vector.body)).toMatchObject({ apiVersion: CALLBACK_API_VERSION, type: 'order.transitioned', statusDes: 'SELLER_DELIVERING' });
  });

  it('is the example of section 5 too', () => {
    const example = JSON.parse(block('## 5. Callbacks and events', 'json'));
    expect(Object.keys(example)).toEqual(Object.keys(JSON.parse(vector.body)));
  });
});

describe('each party’s stream of an order', () => {
  it('the seller misses exactly the first event: every way out of WAITING_PAYMENT is PAID or ends the unpaid order', () => {
    expect(SELLER_UNSEEN_ORDER_EVENTS).toBe(1);
    for (const event of eventsFrom('WAITING_PAYMENT')) {
      const row = TRANSITIONS[event];
      const target = typeof row.to === 'function' ? row.to('WAITING_PAYMENT') : row.to;
      expect(event === 'PAID' || target.status === 55, event).toBe(true);
    }
    // and nothing comes back to WAITING_PAYMENT
    expect(Object.values(TRANSITIONS).every((row) => (typeof row.to === 'function' ? true : row.to.statusDes !== 'WAITING_PAYMENT'))).toBe(true);
  });

  it('numbers the seller’s callbacks of an order from 1 (PAID) and keeps the buyer’s merchant number from the seller', () => {
    const buyer = JSON.parse(callbackBody(PAID, 'buyer'));
    const seller = JSON.parse(callbackBody(PAID, 'seller'));
    expect([buyer.seq, buyer.merchantOrderNo]).toEqual([2, 'M20261125-0001']);
    expect([seller.seq, seller.merchantOrderNo]).toEqual([1, null]);
  });
});
