// What other modules read and record of a user's Steam accounts: the inventory lists, refreshes and
// sells the assets of the accounts, and joins an asset's account in its own statements as `a`.
import { db } from '../../db/client.ts';
import { Prisma, type PrismaClient, type SteamAccount } from '../../db/generated/prisma/client.ts';

/** `JOIN steam_accounts a`: the account `steamAccountId` (an asset's), as `a`. */
export function steamAccountJoin(steamAccountId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`JOIN steam_accounts a ON a.id = ${steamAccountId}`;
}

/** The ids of the user's bound accounts, a statement (`IN (…)`). */
export function steamAccountIdsOfSql(userId: string): Prisma.Sql {
  return Prisma.sql`SELECT a.id FROM steam_accounts a WHERE a.user_id = ${userId}`;
}

/** The user's bound accounts (only `steamAccountId` of them, when given), the first bound first. */
export function steamAccountsOf(userId: string, steamAccountId?: string | null): Promise<SteamAccount[]> {
  return db().steamAccount.findMany({ where: { userId, ...(steamAccountId ? { id: steamAccountId } : {}) }, orderBy: { createdAt: 'asc' } });
}

/** Whether the user has bound any account, in `client`'s transaction. */
export async function hasSteamAccount(client: Prisma.TransactionClient | PrismaClient, userId: string): Promise<boolean> {
  return (await client.steamAccount.count({ where: { userId } })) > 0;
}

/** Records that the account's inventory was read at `at`, in the caller's transaction. */
export async function markInventoryRefreshed(tx: Prisma.TransactionClient, steamAccountId: string, at: Date): Promise<void> {
  await tx.steamAccount.update({ where: { id: steamAccountId }, data: { inventoryRefreshedAt: at } });
}
