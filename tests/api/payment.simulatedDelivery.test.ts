// The simulated Alipay's imperfect deliveries: with SIM_PAY_LATE_RATE=1 every
// notification comes late (a quarter to all of the first retry interval, compressed by
// SIM_PAY_NOTIFY_SCALE), and with SIM_PAY_DUPLICATE_RATE=1 it is sent twice at once; the payment is
// still credited exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { httpNotificationSender, type SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { replacePaidHandler } from '../helpers/alipayNotifications.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

// below Linux's ephemeral range (32768-60999), whose ports the suite's own outgoing connections
// (PostgreSQL, Redis) take: a port from it was once in use by one of them
const PORT = 20_000 + Math.floor(Math.random() * 10_000);
let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-21T02:00:00Z'));
const credits: string[] = [];
const notifyAnswers: string[] = [];

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, {
    clock,
    env: { PORT: String(PORT), HOST: '127.0.0.1', SIM_PAY_NOTIFY_SCALE: '0.01', SIM_PAY_LATE_RATE: '1', SIM_PAY_DUPLICATE_RATE: '1' },
  });
  api.app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url === '/web/pay/notify/alipay') notifyAnswers.push(String(payload));
    return payload;
  });
  replacePaidHandler(api.app.services.payments, 'RECHARGE', async (_tx, payment) => {
    credits.push(payment.outTradeNo);
  });
});

afterAll(async () => {
  await api?.app.close();
});

it('delivers late and twice at once, and the payment is credited once', async () => {
  const { userId } = await api.signIn();
  const { payment, payUrl } = await transaction((tx) =>
    api.app.services.payments.createPayment(tx, {
      userId,
      purpose: 'RECHARGE',
      amountCents: 6600,
      subject: 'Karambit | Doppler',
      expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      returnUrl: '/user/order',
    }),
  );
  const paid = await api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(paid.statusCode).toBe(303);
  // late: 4 minutes x 0.01 = 2.4 s at most, 0.6 s at least
  await api.jobs.runDue();
  expect(notifyAnswers).toEqual([]);
  clock.advance(2_400);
  await api.jobs.runDue();
  expect(notifyAnswers).toEqual(['success', 'success']);
  expect(credits).toEqual([payment.outTradeNo]);
  expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'PAID' });
  expect(await db().simPayNotification.findFirstOrThrow({ where: { outTradeNo: payment.outTradeNo } })).toMatchObject({ attempts: 1, lastAnswer: 'success' });
});

it('posts the notification over HTTP to the server’s own address, as under npm start', async () => {
  await api.app.listen({ port: PORT, host: '127.0.0.1' });
  (api.payment as SimulatedAlipay).useSender(httpNotificationSender);
  const { userId } = await api.signIn();
  const { payment, payUrl } = await transaction((tx) =>
    api.app.services.payments.createPayment(tx, {
      userId,
      purpose: 'RECHARGE',
      amountCents: 101,
      subject: 'Sticker',
      expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      returnUrl: '/user/order',
    }),
  );
  await api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  clock.advance(2_400);
  await api.jobs.runDue();
  expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'PAID' });
  expect(credits.filter((outTradeNo) => outTradeNo === payment.outTradeNo)).toHaveLength(1);
});
