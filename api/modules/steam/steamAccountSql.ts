// A Steam account's statement that the purchase sends on its own hot path (api/db/sql.ts): the text
// naming this module's table stays in this folder.
import { Prisma, SteamAccountStatus } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';

/** The user's account `accountId` when it can receive items now (NORMAL, with a trade link): one row (id, "steamId") or none. */
export function receivingAccountSql(accountId: string, userId: string): Prisma.Sql {
  return Prisma.sql`SELECT id, steam_id AS "steamId" FROM steam_accounts
    WHERE id = ${accountId} AND user_id = ${userId} AND status = ${sqlConstant(SteamAccountStatus.NORMAL)} AND trade_link_url IS NOT NULL`;
}
