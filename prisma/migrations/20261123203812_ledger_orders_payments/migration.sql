-- CreateEnum
CREATE TYPE "ledger_unit" AS ENUM ('CNY', 'POINT');

-- CreateEnum
CREATE TYPE "ledger_account_kind" AS ENUM ('DEPOSIT', 'WITHDRAWABLE', 'FROZEN', 'POINTS', 'PLATFORM_PAYMENT_CLEARING', 'PLATFORM_ESCROW', 'PLATFORM_FEES', 'PLATFORM_POINTS_ISSUED');

-- CreateEnum
CREATE TYPE "pay_method" AS ENUM ('BALANCE', 'ALIPAY');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('WAITING', 'PAID', 'CLOSED');

-- CreateEnum
CREATE TYPE "refund_status" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- DropIndex
DROP INDEX "listings_one_on_sale_per_asset";

-- CreateTable
CREATE TABLE "ledger_accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "kind" "ledger_account_kind" NOT NULL,
    "unit" "ledger_unit" NOT NULL,
    "balance" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_transfers" (
    "id" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reference_type" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "debit_account_id" TEXT NOT NULL,
    "credit_account_id" TEXT NOT NULL,
    "unit" "ledger_unit" NOT NULL,
    "amount" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ledger_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "transfer_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "balance_after" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" TEXT NOT NULL,
    "out_trade_no" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "status" "payment_status" NOT NULL DEFAULT 'WAITING',
    "provider_trade_no" TEXT,
    "payer_account" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "out_request_no" TEXT NOT NULL,
    "order_id" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "refund_status" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "refunded_at" TIMESTAMP(3),

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" TEXT NOT NULL,
    "order_no" TEXT NOT NULL,
    "buyer_id" TEXT NOT NULL,
    "seller_id" TEXT NOT NULL,
    "listing_id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "buyer_steam_account_id" TEXT NOT NULL,
    "seller_steam_account_id" TEXT,
    "buyer_steam_id" TEXT NOT NULL,
    "asset_id" TEXT,
    "float_value" DOUBLE PRECISION,
    "paint_seed" INTEGER,
    "stickers" JSONB NOT NULL DEFAULT '[]',
    "price_cents" INTEGER NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "fee_rate_bps" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "status_des" TEXT NOT NULL,
    "pay_method" "pay_method" NOT NULL,
    "payment_id" TEXT,
    "paid_from_deposit_cents" INTEGER NOT NULL DEFAULT 0,
    "paid_from_withdrawable_cents" INTEGER NOT NULL DEFAULT 0,
    "offer_id" TEXT,
    "offer_sender_steam_id" TEXT,
    "trade_id" TEXT,
    "deadline_at" TIMESTAMP(3),
    "protected_until" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),
    "trading_at" TIMESTAMP(3),
    "confirmed_at" TIMESTAMP(3),
    "settled_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_events" (
    "id" BIGSERIAL NOT NULL,
    "order_id" TEXT NOT NULL,
    "from_status" INTEGER,
    "from_des" TEXT,
    "to_status" INTEGER NOT NULL,
    "to_des" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ledger_accounts_user_id_kind_key" ON "ledger_accounts"("user_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_key" ON "ledger_transfers"("idempotency_key");

-- CreateIndex
CREATE INDEX "ledger_transfers_reference_type_reference_id_idx" ON "ledger_transfers"("reference_type", "reference_id");

-- CreateIndex
CREATE INDEX "ledger_transfers_created_at_idx" ON "ledger_transfers"("created_at");

-- CreateIndex
CREATE INDEX "ledger_entries_account_id_created_at_id_idx" ON "ledger_entries"("account_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_transfer_id_account_id_key" ON "ledger_entries"("transfer_id", "account_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_out_trade_no_key" ON "payments"("out_trade_no");

-- CreateIndex
CREATE INDEX "payments_status_expires_at_idx" ON "payments"("status", "expires_at");

-- CreateIndex
CREATE INDEX "payments_user_id_created_at_idx" ON "payments"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_out_request_no_key" ON "payment_refunds"("out_request_no");

-- CreateIndex
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds"("status");

-- CreateIndex
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders"("order_no");

-- CreateIndex
CREATE INDEX "orders_buyer_id_created_at_idx" ON "orders"("buyer_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_seller_id_created_at_idx" ON "orders"("seller_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_buyer_id_status_created_at_idx" ON "orders"("buyer_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "orders_seller_id_status_created_at_idx" ON "orders"("seller_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "orders_status_deadline_at_idx" ON "orders"("status", "deadline_at");

-- CreateIndex
CREATE INDEX "orders_payment_id_idx" ON "orders"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_one_open_per_listing" ON "orders"("listing_id") WHERE (status <> 55);

-- CreateIndex
CREATE INDEX "order_events_order_id_id_idx" ON "order_events"("order_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "listings_one_on_sale_per_asset" ON "listings"("inventory_item_id") WHERE (status = ANY (ARRAY['ON_SALE'::listing_status, 'RESERVED'::listing_status]));

-- AddForeignKey
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_fkey" FOREIGN KEY ("debit_account_id") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_fkey" FOREIGN KEY ("credit_account_id") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_fkey" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_steam_account_id_fkey" FOREIGN KEY ("buyer_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_steam_account_id_fkey" FOREIGN KEY ("seller_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the database itself guarantees about money (Prisma does not model CHECKs).
-- A user's account never goes below zero, platform accounts mirror the outside world and may.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_balance_not_negative" CHECK ("user_id" IS NULL OR "balance" >= 0);
-- Points live only in POINT accounts, money only in CNY accounts.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_unit_matches_kind" CHECK (("kind" IN ('POINTS', 'PLATFORM_POINTS_ISSUED')) = ("unit" = 'POINT'));
-- User accounts are per user, platform accounts have no user and exist once per kind.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("user_id" IS NULL) = ("kind"::text LIKE 'PLATFORM_%'));
CREATE UNIQUE INDEX "ledger_accounts_one_platform_account_per_kind" ON "ledger_accounts"("kind") WHERE (user_id IS NULL);
-- A transfer moves a positive amount between two different accounts.
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_two_accounts" CHECK ("debit_account_id" <> "credit_account_id");
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("amount" <> 0);
-- Orders and payments carry sane money.
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_sane" CHECK ("price_cents" > 0 AND "fee_cents" >= 0 AND "fee_cents" <= "price_cents" AND "paid_from_deposit_cents" >= 0 AND "paid_from_withdrawable_cents" >= 0 AND "paid_from_deposit_cents" + "paid_from_withdrawable_cents" <= "price_cents");
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("status" IN (11, 21, 31, 41, 51, 55));
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_amount_positive" CHECK ("amount_cents" > 0);
