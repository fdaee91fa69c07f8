-- CreateEnum
CREATE TYPE "listing_origin" AS ENUM ('MARKET', 'BUY_ORDER');

-- CreateEnum
CREATE TYPE "buy_order_status" AS ENUM ('OPEN', 'FILLED', 'CANCELLED', 'EXPIRED');

-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "origin" "listing_origin" NOT NULL DEFAULT 'MARKET';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buy_order_id" TEXT;

-- CreateTable
CREATE TABLE "buy_orders" (
    "id" TEXT NOT NULL,
    "buy_order_no" TEXT NOT NULL,
    "buyer_id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "filled_quantity" INTEGER NOT NULL DEFAULT 0,
    "min_float" DOUBLE PRECISION,
    "max_float" DOUBLE PRECISION,
    "paint_seeds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "sticker_hash_name" TEXT,
    "held_cents" INTEGER NOT NULL,
    "held_from_deposit_cents" INTEGER NOT NULL,
    "buyer_steam_account_id" TEXT,
    "buyer_trade_url" TEXT,
    "partner_app_id" TEXT,
    "merchant_order_no" TEXT,
    "status" "buy_order_status" NOT NULL DEFAULT 'OPEN',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "buy_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "buy_order_stats" (
    "template_id" INTEGER NOT NULL,
    "top_price_cents" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "orders" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "buy_order_stats_pkey" PRIMARY KEY ("template_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "buy_orders_buy_order_no_key" ON "buy_orders"("buy_order_no");

-- CreateIndex
CREATE INDEX "buy_orders_open_by_price" ON "buy_orders"("template_id", "price_cents" DESC, "created_at", "id") WHERE (status = 'OPEN');

-- CreateIndex
CREATE INDEX "buy_orders_buyer_id_created_at_idx" ON "buy_orders"("buyer_id", "created_at");

-- CreateIndex
CREATE INDEX "buy_orders_buyer_id_status_idx" ON "buy_orders"("buyer_id", "status");

-- CreateIndex
CREATE INDEX "buy_orders_status_expires_at_idx" ON "buy_orders"("status", "expires_at");

-- CreateIndex
CREATE INDEX "buy_orders_buyer_id_merchant_order_no_idx" ON "buy_orders"("buyer_id", "merchant_order_no");

-- CreateIndex
CREATE INDEX "orders_buy_order_id_created_at_idx" ON "orders"("buy_order_id", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buy_order_id_fkey" FOREIGN KEY ("buy_order_id") REFERENCES "buy_orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_buyer_steam_account_id_fkey" FOREIGN KEY ("buyer_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_order_stats" ADD CONSTRAINT "buy_order_stats_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A buy order's figures stay within what it was placed for: 1-200 units, never filled
-- past its quantity, a hold that is never negative and a deposit part within it.
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_quantity_range" CHECK ("quantity" BETWEEN 1 AND 200);
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_filled_within_quantity" CHECK ("filled_quantity" BETWEEN 0 AND "quantity");
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_price_positive" CHECK ("price_cents" > 0);
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_hold_within_bounds" CHECK ("held_cents" >= 0 AND "held_from_deposit_cents" BETWEEN 0 AND "held_cents");
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_float_range" CHECK ("min_float" IS NULL OR "max_float" IS NULL OR "min_float" < "max_float");
