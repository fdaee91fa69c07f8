// The transition tables of money held (api/modules/buyorder/buyOrderStateMachine.ts,
// api/modules/bargain/bargainStateMachine.ts): every state is reached, money is held exactly in the
// open states, and every way out of them gives the hold up and closes the row. The database side is
// the buy-order and price-offer API and model tests; tests/unit/listingStateOwner.test.ts keeps apply
// the only writer.
import { describe, expect, it } from 'vitest';
import { BARGAIN_STATES, BARGAIN_TRANSITIONS, bargainTransitionOf, OPEN_BARGAIN_STATUSES } from '../../api/modules/bargain/bargainStateMachine.ts';
import { BUY_ORDER_STATES, BUY_ORDER_TRANSITIONS, buyOrderTransitionOf, OPEN_BUY_ORDER_STATES } from '../../api/modules/buyorder/buyOrderStateMachine.ts';

type Row = { from: readonly string[]; to: string; held: string; closedAt: string };

/** The shape both tables keep: one creating event into an open state, money held only while open, closed once it is not. */
function checkTable(states: readonly string[], open: readonly string[], table: Readonly<Record<string, Row>>) {
  const rows = Object.values(table);
  const creating = rows.filter((row) => row.from.length === 0);
  expect(creating).toHaveLength(1);
  expect(open).toContain(creating[0].to);
  expect(creating[0].held).toBe('SET');
  const reached = new Set(rows.map((row) => row.to));
  expect([...reached].sort()).toEqual([...states].sort());
  for (const row of rows) {
    // nothing leaves a closed state
    for (const from of row.from) expect(open).toContain(from);
    const closes = !open.includes(row.to);
    expect(row.closedAt).toBe(closes ? 'SET' : 'KEEP');
    if (closes) expect(row.held === 'CLEAR' || row.held === 'SPEND_UNIT').toBe(true);
  }
}

describe('the buy order state machine', () => {
  it('holds money while OPEN only, and closes with every unit bought, cancelled or expired', () => {
    checkTable(BUY_ORDER_STATES, OPEN_BUY_ORDER_STATES, BUY_ORDER_TRANSITIONS);
    expect(BUY_ORDER_TRANSITIONS.FILL_LAST.held).toBe('SPEND_UNIT');
  });

  it('applies each event only where the table says', () => {
    expect(buyOrderTransitionOf('PLACE', null)).toBe('OPEN');
    expect(buyOrderTransitionOf('FILL', 'OPEN')).toBe('OPEN');
    expect(buyOrderTransitionOf('FILL_LAST', 'OPEN')).toBe('FILLED');
    expect(buyOrderTransitionOf('CANCEL', 'OPEN')).toBe('CANCELLED');
    expect(buyOrderTransitionOf('EXPIRE', 'OPEN')).toBe('EXPIRED');
    expect(buyOrderTransitionOf('CANCEL', 'FILLED')).toBeNull();
    expect(buyOrderTransitionOf('FILL', 'EXPIRED')).toBeNull();
    expect(buyOrderTransitionOf('FILL', null)).toBeNull();
  });
});

describe('the price offer state machine', () => {
  it('holds money while OPEN or COUNTERED only, and closes when accepted, declined, cancelled or expired', () => {
    checkTable(BARGAIN_STATES, OPEN_BARGAIN_STATUSES, BARGAIN_TRANSITIONS);
  });

  it('counters once, and ends a counter-offer as it ends an offer', () => {
    expect(bargainTransitionOf('OFFER', null)).toBe('OPEN');
    expect(bargainTransitionOf('COUNTER', 'OPEN')).toBe('COUNTERED');
    expect(bargainTransitionOf('COUNTER', 'COUNTERED')).toBeNull();
    for (const from of OPEN_BARGAIN_STATUSES) {
      expect(bargainTransitionOf('ACCEPT', from)).toBe('ACCEPTED');
      expect(bargainTransitionOf('DECLINE', from)).toBe('DECLINED');
      expect(bargainTransitionOf('CANCEL', from)).toBe('CANCELLED');
      expect(bargainTransitionOf('EXPIRE', from)).toBe('EXPIRED');
    }
    expect(bargainTransitionOf('CANCEL', 'ACCEPTED')).toBeNull();
  });
});
