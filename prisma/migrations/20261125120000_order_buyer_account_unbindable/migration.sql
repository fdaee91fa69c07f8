-- A buyer may unbind the Steam account an order was bought for: the order keeps the account's SteamID
-- (buyer_steam_id) and loses the link to the row, as an order does for the seller's account.
ALTER TABLE "orders" ALTER COLUMN "buyer_steam_account_id" DROP NOT NULL;
ALTER TABLE "orders" DROP CONSTRAINT "orders_buyer_steam_account_id_fkey";
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_steam_account_id_fkey" FOREIGN KEY ("buyer_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
