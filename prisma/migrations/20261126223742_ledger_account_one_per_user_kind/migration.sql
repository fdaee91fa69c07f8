-- DropIndex
DROP INDEX "ledger_accounts_user_id_kind_key";

-- CreateIndex
CREATE INDEX "ledger_accounts_user_id_idx" ON "ledger_accounts"("user_id");

-- A user account's id names its owner and kind, so the primary key keeps one account per user and
-- kind (the ledger's INSERT … ON CONFLICT (id) then makes concurrent first transfers wait, not fail).
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_id_names_owner_and_kind"
  CHECK ("user_id" IS NULL OR "id" = "user_id" || ':' || "kind"::text);
