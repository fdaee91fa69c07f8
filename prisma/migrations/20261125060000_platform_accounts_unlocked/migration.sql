-- The platform's ledger accounts are no longer locked nor updated by transfers (api/modules/wallet/ledger.ts):
-- their entries carry no running balance and their balance is the sum of their entries.

-- AlterTable
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;

-- Each platform account exists once, before any transfer needs it
INSERT INTO "ledger_accounts" ("id", "user_id", "kind", "unit", "balance", "created_at")
VALUES ('platform:PLATFORM_PAYMENT_CLEARING', NULL, 'PLATFORM_PAYMENT_CLEARING', 'CNY', 0, now()),
       ('platform:PLATFORM_ESCROW', NULL, 'PLATFORM_ESCROW', 'CNY', 0, now()),
       ('platform:PLATFORM_FEES', NULL, 'PLATFORM_FEES', 'CNY', 0, now()),
       ('platform:PLATFORM_POINTS_ISSUED', NULL, 'PLATFORM_POINTS_ISSUED', 'POINT', 0, now())
ON CONFLICT DO NOTHING;

-- Their entries so far: the running balance goes, the amounts stay
UPDATE "ledger_entries" SET "balance_after" = NULL WHERE "account_id" IN (SELECT "id" FROM "ledger_accounts" WHERE "user_id" IS NULL);
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "user_id" IS NULL;
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_platform_balance_unkept" CHECK ("user_id" IS NOT NULL OR "balance" = 0);

-- Every account's balance: the row's for a user account, the sum of its entries for a platform one
CREATE VIEW "ledger_balances" AS
SELECT a."id", a."user_id", a."kind", a."unit",
       CASE WHEN a."user_id" IS NULL
            THEN coalesce((SELECT sum(e."amount") FROM "ledger_entries" e WHERE e."account_id" = a."id"), 0)
            ELSE a."balance" END::bigint AS "balance"
FROM "ledger_accounts" a;
