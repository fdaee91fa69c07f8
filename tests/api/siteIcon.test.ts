// The site's icon: GET /favicon.ico answers an image (browsers ask for it on any page without an
// icon link), and the simulated Alipay's cashier page links to an icon that resolves, so opening it
// costs no failed request. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../api/db/transaction.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;
let userId: string;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase());
  userId = (await api.signIn()).userId;
});

afterAll(async () => {
  await api?.app.close();
});

describe('the site icon', () => {
  it('GET /favicon.ico answers 200 with an image', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("the cashier page's icon link resolves to that image", async () => {
    const { payUrl } = await transaction((tx) =>
      api.app.services.payments.createPayment(tx, {
        userId,
        purpose: 'RECHARGE',
        amountCents: 500,
        subject: '充值',
        expiresAt: new Date(Date.now() + 15 * 60_000),
        returnUrl: '/user/wallet',
      }),
    );
    const page = await api.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    const icons = [...page.body.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]);
    expect(icons).toHaveLength(1);
    const icon = await api.app.inject({ method: 'GET', url: new URL(icons[0], `http://localhost${payUrl}`).pathname });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
  });
});
