// A seller and a buyer for the end-to-end specs that trade between two users: a simulated Steam
// account bound to the signed-in user, and one item of it listed at its reference price.
import { type APIRequestContext, expect } from '@playwright/test';
import { XHR } from './signIn.ts';

/** A new simulated Steam account with an inventory, bound to the signed-in user; answers its account id. */
export async function bindSimulatedAccount(request: APIRequestContext): Promise<string> {
  const created = await (await request.post('/web/steam/simulated-account', { headers: XHR, data: {} })).json();
  expect(created.code).toBe(0);
  const bound = await (
    await request.post('/web/steam/accounts', { headers: XHR, data: { mafile: created.data.mafile, password: created.data.password } })
  ).json();
  expect(bound.code).toBe(0);
  return bound.data.account.id as string;
}

/**
 * Lists one tradable item of the signed-in seller's bound account at its reference price (once the
 * inventory is read), one worth at least `minPriceCents` when asked; answers the listing.
 */
export async function listOneItem(request: APIRequestContext, minPriceCents = 0): Promise<{ listingId: string; price: number }> {
  let listable: { id: string }[] = [];
  await expect
    .poll(
      async () => {
        const items = await (await request.get('/web/inventory?tab=UNLISTED&limit=100', { headers: XHR })).json();
        listable = (items.data?.list ?? []).filter(
          (item: { tradable: boolean; referencePrice: number | null }) => item.tradable && item.referencePrice !== null && item.referencePrice >= minPriceCents,
        );
        return listable.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const listed = await (await request.post('/web/inventory/list', { headers: XHR, data: { items: [{ id: listable[0].id, multiplier: 1 }] } })).json();
  expect(listed.data.succeededCount).toBe(1);
  const listedItems = await (await request.get('/web/inventory?tab=LISTED&limit=100', { headers: XHR })).json();
  const { listingId, price } = (listedItems.data.list as { id: string; listingId: string; price: number }[]).find((item) => item.id === listable[0].id)!;
  return { listingId, price };
}
