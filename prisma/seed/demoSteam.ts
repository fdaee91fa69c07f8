// The demo accounts of the simulated Steam, so that binding a Steam account, refreshing an inventory
// and selling can be tried at once: demo_trader (about 40 items, several popular skins to list, a few
// in trade cooldown, a few never tradable) and demo_buyer (a small inventory, a counterparty for
// trades). Their secrets and SteamIDs are fixed, so the Mafiles committed in prisma/seed/demo-steam/
// match them. These are test accounts of the simulation only: they exist on no real Steam.
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { SimulatedSteam } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';

export type DemoSteamAccount = {
  accountName: string;
  password: string;
  steamId: string;
  sharedSecret: string;
  identitySecret: string;
  inventorySize: number;
  includeItems: string[];
};

export const DEMO_STEAM_ACCOUNTS: readonly DemoSteamAccount[] = [
  {
    accountName: 'demo_trader',
    password: 'demo-steam-2026',
    steamId: '76561198800000001',
    sharedSecret: 'XGEkgTjHUNmckB4vM4AUgHVdkVE=',
    identitySecret: 'nahE2fR7BK+enJ4DoobxftF6BB8=',
    inventorySize: 40,
    includeItems: [
      'AK-47 | Redline (Field-Tested)',
      'AWP | Asiimov (Field-Tested)',
      'M4A1-S | Printstream (Minimal Wear)',
      'AK-47 | Vulcan (Field-Tested)',
      'AWP | Hyper Beast (Field-Tested)',
      'M4A4 | Asiimov (Field-Tested)',
      'USP-S | Kill Confirmed (Field-Tested)',
      'Glock-18 | Fade (Factory New)',
      'Desert Eagle | Blaze (Factory New)',
      'Desert Eagle | Printstream (Field-Tested)',
      '★ Karambit | Doppler (Factory New)',
      'Kilowatt Case',
      'Dreams & Nightmares Case',
      'Sticker | Crown (Foil)',
    ],
  },
  {
    accountName: 'demo_buyer',
    password: 'demo-buyer-2026',
    steamId: '76561198800000002',
    sharedSecret: 'nE4KNy+6dynUJaBFoCZPjTTQ3V0=',
    identitySecret: 'JUXQcOfGtNOAS2VSfYZGCG3jyW4=',
    inventorySize: 6,
    includeItems: ['P250 | Asiimov (Field-Tested)', 'Fracture Case'],
  },
];

export type DemoSteamResult = { created: string[]; existing: string[] };

/** Creates the demo accounts that do not exist yet; leaves existing ones as they are. */
export async function seedDemoSteam(prisma: PrismaClient, now?: Date): Promise<DemoSteamResult> {
  const steam = new SimulatedSteam({ prisma, now: now ? () => now : undefined });
  const result: DemoSteamResult = { created: [], existing: [] };
  for (const account of DEMO_STEAM_ACCOUNTS) {
    const present = await prisma.simSteamUser.findFirst({
      where: { OR: [{ accountName: account.accountName }, { steamId: account.steamId }] },
      select: { steamId: true },
    });
    if (present) {
      result.existing.push(account.accountName);
      continue;
    }
    try {
      await steam.createAccount({ ...account, seed: account.accountName });
      result.created.push(account.accountName);
    } catch (error) {
      // another process seeding the same database at the same time created it first
      const raced = await prisma.simSteamUser.findUnique({ where: { accountName: account.accountName } });
      if (!raced) throw error;
      result.existing.push(account.accountName);
    }
  }
  return result;
}
