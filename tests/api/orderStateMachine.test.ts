// The state machine tried exhaustively: every (event, status) pair. An order is
// brought to each named status through the table itself, then each event is applied: the ones the
// table allows move it exactly as the table says; every other is refused with OrderTransitionError
// and changes nothing (order, history, listing, money, messages).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { OrderTransitionError } from '../../api/modules/order/order.errors.ts';
import { ORDER_EVENTS, ORDER_STATUS_DES, type OrderEvent, type OrderStatusDes, transitionOf } from '../../api/modules/order/orderStateMachine.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { ledgerInvariants } from '../helpers/wallet.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

/** How an order reaches each status, through the table. */
const PATHS: Record<OrderStatusDes, OrderEvent[]> = {
  WAITING_PAYMENT: [],
  SELLER_DELIVERING: ['PAID'],
  BUYER_CANCEL_VERIFYING: ['PAID', 'BUYER_CANCEL_REQUESTED'],
  SELLER_CANCEL_VERIFYING: ['PAID', 'OFFER_SENT', 'SELLER_CANCEL_REQUESTED'],
  SYSTEM_CANCEL_VERIFYING: ['PAID', 'SYSTEM_CANCEL_REQUESTED'],
  WAITING_RECEIPT: ['PAID', 'OFFER_SENT'],
  VERIFYING_STATUS: ['PAID', 'OFFER_SENT', 'TRADE_VERIFYING'],
  ON_HOLD: ['PAID', 'OFFER_SENT', 'OFFER_IN_ESCROW'],
  PROTECTED: ['PAID', 'OFFER_SENT', 'OFFER_ACCEPTED'],
  TRADE_SUCCESSFUL: ['PAID', 'OFFER_SENT', 'OFFER_ACCEPTED', 'SETTLED'],
  SELLER_SHIPMENT_TIMEOUT: ['PAID', 'SHIPMENT_TIMEOUT'],
  SELLER_CANCELLED: ['PAID', 'OFFER_CANCELLED_BY_SELLER'],
  SELLER_REVOKED: ['PAID', 'OFFER_SENT', 'OFFER_ACCEPTED', 'TRADE_REVERSED'],
  BUYER_CANCELLED: ['BUYER_CANCELLED_UNPAID'],
  BUYER_MALICIOUS_COUNTER: ['PAID', 'OFFER_SENT', 'OFFER_COUNTERED'],
  BUYER_RECEIVE_TIMEOUT: ['PAID', 'OFFER_SENT', 'RECEIPT_TIMEOUT'],
  BUYER_DECLINED: ['PAID', 'OFFER_SENT', 'OFFER_DECLINED'],
  SYSTEM_CANCELLED: ['PAYMENT_TIMEOUT'],
};

const transitions = () => api.app.services.orders.transitions;

async function orderIn(statusDes: OrderStatusDes, buyer: { userId: string; accountId: string; steamId: string }) {
  const { seller, listings } = await marketListings(1, 1_234);
  const listing = listings[0];
  await db().listing.update({ where: { id: listing.id }, data: { status: 'RESERVED' } });
  const now = api.clock.now();
  const order = await db().order.create({
    data: {
      orderNo: `2026${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`,
      buyerId: buyer.userId,
      sellerId: seller.id,
      listingId: listing.id,
      templateId: listing.templateId,
      buyerSteamAccountId: buyer.accountId,
      buyerSteamId: buyer.steamId,
      priceCents: 1_234,
      feeCents: 12,
      feeRateBps: 100,
      status: 11,
      statusDes: 'WAITING_PAYMENT',
      payMethod: 'BALANCE',
      createdAt: now,
      updatedAt: now,
    },
  });
  for (const event of PATHS[statusDes])
    await transitions().transition(order.id, event, { actor: 'SYSTEM', fields: { offerId: event === 'OFFER_SENT' ? `offer-${randomUUID()}` : undefined } });
  const reached = await db().order.findUniqueOrThrow({ where: { id: order.id } });
  expect(reached.statusDes).toBe(statusDes);
  return reached;
}

async function state(order: { id: string; listingId: string; buyerId: string; sellerId: string; orderNo: string }) {
  return {
    order: await db().order.findUniqueOrThrow({ where: { id: order.id } }),
    events: await db().orderEvent.count({ where: { orderId: order.id } }),
    listing: (await db().listing.findUniqueOrThrow({ where: { id: order.listingId } })).status,
    transfers: await db().ledgerTransfer.count({ where: { referenceId: order.orderNo } }),
    messages: await db().message.count({ where: { userId: { in: [order.buyerId, order.sellerId] } } }),
  };
}

describe('every (event, status) pair', () => {
  for (const statusDes of ORDER_STATUS_DES) {
    it(`from ${statusDes}`, async () => {
      const buyer = await quickBuyer(api, 1_234 * ORDER_EVENTS.length);
      for (const event of ORDER_EVENTS) {
        const order = await orderIn(statusDes, buyer);
        const before = await state(order);
        const target = transitionOf(event, order);
        if (target) {
          const applied = await transitions().transition(order.id, event, { actor: 'SYSTEM' });
          expect(applied.order, `${event} from ${statusDes}`).toMatchObject({ status: target.status, statusDes: target.statusDes, version: order.version + 1 });
          const after = await state(order);
          expect(after.events).toBe(before.events + 1);
          const last = await db().orderEvent.findFirstOrThrow({ where: { orderId: order.id }, orderBy: { id: 'desc' } });
          expect(last).toMatchObject({ event, fromDes: statusDes, toDes: target.statusDes, toStatus: target.status });
          const expectedListing = { NONE: before.listing, SOLD: 'SOLD', ON_SALE: 'ON_SALE', DELISTED: 'DELISTED' }[target.listing];
          expect(after.listing, `${event} from ${statusDes}: listing`).toBe(expectedListing);
          expect(after.transfers > before.transfers, `${event} from ${statusDes}: money`).toBe(target.money !== 'NONE');
        } else {
          await expect(transitions().transition(order.id, event, { actor: 'SYSTEM' }), `${event} from ${statusDes}`).rejects.toBeInstanceOf(
            OrderTransitionError,
          );
          expect(await state(order)).toEqual(before);
        }
      }
      const invariants = await ledgerInvariants();
      expect(invariants).toMatchObject({ negativeAccounts: 0, driftingAccounts: 0 });
      expect(invariants.sums.CNY ?? 0n).toBe(0n);
    }, 120_000);
  }
});
