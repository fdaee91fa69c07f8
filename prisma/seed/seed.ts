// Seeds a database: the CS2 catalogue at every start (a no-op when it is already there), and the
// demo market when asked (once: a second run finds its sellers and leaves everything as it is).
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import type { SecretBox } from '../../api/security/encryption.ts';
import { seedDemoLeases } from './demoLeases.ts';
import { type DemoMarketResult, seedDemoMarket } from './demoMarket.ts';
import { seedDemoSellerSteam } from './demoSellerSteam.ts';
import { seedDemoSteam } from './demoSteam.ts';
import { DEMO_BIDDER_PHONE, seedDemoBidder } from './demoBidder.ts';
import { DEMO_WITHDRAWER_PHONE, seedDemoWithdrawer } from './demoWithdrawer.ts';
import { type CatalogImportResult, importCatalog } from './importCatalog.ts';
import { seedNotices } from './notices.ts';
import { seedContent } from './content.ts';

export type SeedOptions = {
  demo: boolean;
  log?: (message: string) => void;
  /** The clock the demo market's timestamps count back from. */
  now?: Date;
  /** The key ring the demo sellers' Steam secrets are encrypted with (the app's: it must decrypt them); required with `demo`. */
  secrets?: SecretBox;
};

export type SeedResult = { catalog: CatalogImportResult; demo: DemoMarketResult | null };

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});

  let startedAt = performance.now();
  const catalog = await importCatalog(prisma);
  const elapsed = () => `${Math.round(performance.now() - startedAt)} ms`;
  log(
    catalog.templatesWritten === 0
      ? `catalogue up to date: ${catalog.templates} items, ${catalog.collections} collections (${elapsed()})`
      : `catalogue imported: ${catalog.templatesWritten} of ${catalog.templates} items written, ${catalog.collections} collections (${elapsed()})`,
  );
  if (catalog.unmappedTagValues.length > 0) {
    log(`catalogue values the tag taxonomy does not know: ${catalog.unmappedTagValues.join(', ')}`);
  }

  log(`notices up to date: ${await seedNotices(prisma)} platform notices`);
  const content = await seedContent(prisma);
  log(`articles up to date: ${content.articles} from content/ (${content.written} written, ${content.deleted} deleted)`);

  if (!options.demo) return { catalog, demo: null };
  if (!options.secrets) throw new Error("seeding the demo market needs the app's key ring (options.secrets)");
  startedAt = performance.now();
  const demo = await seedDemoMarket(prisma, options.secrets, options.now);
  log(
    demo.created
      ? `demo market created: ${demo.sellers} sellers, ${demo.onSale} listings on sale over ${demo.items} items, ${demo.sold} sales (${elapsed()})`
      : `demo market already present (${elapsed()})`,
  );
  startedAt = performance.now();
  const sellerSteam = await seedDemoSellerSteam(prisma, options.secrets, options.now);
  if (sellerSteam.accountsBound > 0 || sellerSteam.listingsBacked > 0) {
    log(
      `demo sellers' Steam: ${sellerSteam.accountsCreated} simulated accounts created, ${sellerSteam.accountsBound} bound, ${sellerSteam.listingsBacked} listings given their asset (${elapsed()})`,
    );
  }
  if (sellerSteam.skipped.length > 0) log(`demo sellers' Steam accounts bound by other users, left alone: ${sellerSteam.skipped.join(', ')}`);
  const leases = await seedDemoLeases(prisma);
  if (leases > 0) log(`demo rentals: the robot shops offer ${leases} of their items for rent`);
  const demoSteam = await seedDemoSteam(prisma, options.now);
  if (demoSteam.created.length > 0) log(`simulated Steam demo accounts created: ${demoSteam.created.join(', ')}`);
  const withdrawer = await seedDemoWithdrawer(prisma, options.secrets, options.now);
  if (withdrawer.created) log(`demo user ${DEMO_WITHDRAWER_PHONE} created with ${(withdrawer.withdrawableCents / 100).toFixed(2)} yuan withdrawable`);
  const bidder = await seedDemoBidder(prisma, options.secrets, options.now);
  if (bidder.created) log(`demo user ${DEMO_BIDDER_PHONE} created with a recharged deposit to bid with`);
  return { catalog, demo };
}
