// The transition table itself (api/modules/order/orderStateMachine.ts): codes, display codes and the
// shape of the table; the database side is tests/api/orderStateMachine.test.ts.
import { describe, expect, it } from 'vitest';
import { codeOf, DISPLAY_STATUS, displayStatus, eventsFrom, ORDER_STATUS_DES, transitionOf } from '../../api/modules/order/orderStateMachine.ts';

describe('the order state machine', () => {
  it('maps the status codes to their display codes', () => {
    expect(DISPLAY_STATUS).toEqual({ 11: 0, 21: 2, 31: 3, 41: 3, 51: 4, 55: 2 });
    expect(displayStatus(99)).toBeNull();
  });

  it('reaches every named status and leaves the failed and the successful ones only by the table', () => {
    const reached = new Set<string>(['WAITING_PAYMENT']);
    for (const from of ORDER_STATUS_DES)
      for (const event of eventsFrom(from)) reached.add(transitionOf(event, { status: codeOf(from), statusDes: from })!.statusDes);
    expect([...reached].sort()).toEqual([...ORDER_STATUS_DES].sort());
    for (const closed of [
      'SELLER_SHIPMENT_TIMEOUT',
      'SELLER_CANCELLED',
      'SELLER_REVOKED',
      'BUYER_CANCELLED',
      'BUYER_MALICIOUS_COUNTER',
      'BUYER_RECEIVE_TIMEOUT',
      'BUYER_DECLINED',
      'SYSTEM_CANCELLED',
      'TRADE_SUCCESSFUL',
    ] as const) {
      expect(eventsFrom(closed)).toEqual([]);
    }
    expect(eventsFrom('PROTECTED').sort()).toEqual(['SETTLED', 'TRADE_REVERSED']);
  });

  it('keeps the code a cancellation was asked from', () => {
    expect(transitionOf('SELLER_CANCEL_REQUESTED', { status: 41, statusDes: 'WAITING_RECEIPT' })).toMatchObject({
      status: 41,
      statusDes: 'SELLER_CANCEL_VERIFYING',
    });
    expect(transitionOf('SELLER_CANCEL_REQUESTED', { status: 21, statusDes: 'SELLER_DELIVERING' })).toMatchObject({
      status: 21,
      statusDes: 'SELLER_CANCEL_VERIFYING',
    });
    expect(transitionOf('CANCEL_CONFIRMED', { status: 21, statusDes: 'BUYER_CANCEL_VERIFYING' })).toMatchObject({
      status: 55,
      statusDes: 'BUYER_CANCELLED',
      money: 'REFUND',
      listing: 'ON_SALE',
    });
    expect(transitionOf('CANCEL_CONFIRMED', { status: 41, statusDes: 'SELLER_CANCEL_VERIFYING' })).toMatchObject({
      statusDes: 'SELLER_CANCELLED',
      listing: 'DELISTED',
    });
    expect(transitionOf('PAID', { status: 21, statusDes: 'SELLER_DELIVERING' })).toBeNull();
    expect(transitionOf('PAID', { status: 11, statusDes: 'NOT_A_STATUS' })).toBeNull();
  });
});
