// The inventory items' SQL that the listing module's statements join (ListingService's InventoryItemSql:
// the inventory depends on the listing module, so services.ts hands these over): the text naming this
// module's table stays in this folder.
import { Prisma } from '../../db/generated/prisma/client.ts';

export const inventoryItemSql = {
  /** The inventory item `itemId` LEFT JOINed as `i` (asset_id, steam_account_id): no item for a listing without one. */
  leftJoin: (itemId: Prisma.Sql): Prisma.Sql => Prisma.sql`LEFT JOIN inventory_items i ON i.id = ${itemId}`,
  /** The ids of a Steam account's inventory items, a subquery. */
  idsOfAccount: (steamAccountId: string): Prisma.Sql => Prisma.sql`SELECT i.id FROM inventory_items i WHERE i.steam_account_id = ${steamAccountId}`,
};
