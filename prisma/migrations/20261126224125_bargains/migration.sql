-- CreateEnum
CREATE TYPE "bargain_status" AS ENUM ('OPEN', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "bargain_action" AS ENUM ('OFFERED', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "bargain_actor" AS ENUM ('BUYER', 'SELLER', 'SYSTEM');

-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "bargain_enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "bargain_min_cents" INTEGER;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "bargain_id" TEXT;

-- CreateTable
CREATE TABLE "bargains" (
    "id" TEXT NOT NULL,
    "bargain_no" TEXT NOT NULL,
    "listing_id" TEXT NOT NULL,
    "buyer_id" TEXT NOT NULL,
    "seller_id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "list_price_cents" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "counter_price_cents" INTEGER,
    "held_cents" INTEGER NOT NULL,
    "held_from_deposit_cents" INTEGER NOT NULL,
    "buyer_steam_account_id" TEXT,
    "buyer_trade_url" TEXT,
    "partner_app_id" TEXT,
    "merchant_order_no" TEXT,
    "status" "bargain_status" NOT NULL DEFAULT 'OPEN',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "bargains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bargain_steps" (
    "id" BIGSERIAL NOT NULL,
    "bargain_id" TEXT NOT NULL,
    "action" "bargain_action" NOT NULL,
    "actor" "bargain_actor" NOT NULL,
    "price_cents" INTEGER,
    "reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bargain_steps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "bargains_bargain_no_key" ON "bargains"("bargain_no");

-- CreateIndex
CREATE INDEX "bargains_open_by_listing" ON "bargains"("listing_id") WHERE (status = ANY (ARRAY['OPEN'::bargain_status, 'COUNTERED'::bargain_status]));

-- CreateIndex
CREATE INDEX "bargains_buyer_id_created_at_idx" ON "bargains"("buyer_id", "created_at");

-- CreateIndex
CREATE INDEX "bargains_seller_id_created_at_idx" ON "bargains"("seller_id", "created_at");

-- CreateIndex
CREATE INDEX "bargains_buyer_id_status_idx" ON "bargains"("buyer_id", "status");

-- CreateIndex
CREATE INDEX "bargains_status_expires_at_idx" ON "bargains"("status", "expires_at");

-- CreateIndex
CREATE INDEX "bargains_buyer_id_merchant_order_no_idx" ON "bargains"("buyer_id", "merchant_order_no");

-- CreateIndex
CREATE UNIQUE INDEX "bargains_one_open_per_buyer_listing" ON "bargains"("buyer_id", "listing_id") WHERE (status = ANY (ARRAY['OPEN'::bargain_status, 'COUNTERED'::bargain_status]));

-- CreateIndex
CREATE INDEX "bargain_steps_bargain_id_id_idx" ON "bargain_steps"("bargain_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_bargain_id_key" ON "orders"("bargain_id");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_bargain_id_fkey" FOREIGN KEY ("bargain_id") REFERENCES "bargains"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_buyer_steam_account_id_fkey" FOREIGN KEY ("buyer_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bargain_steps" ADD CONSTRAINT "bargain_steps_bargain_id_fkey" FOREIGN KEY ("bargain_id") REFERENCES "bargains"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CHECK constraints Prisma cannot declare
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_price_below_list" CHECK ("price_cents" > 0 AND "price_cents" < "list_price_cents");
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_counter_between" CHECK ("counter_price_cents" IS NULL OR ("counter_price_cents" > "price_cents" AND "counter_price_cents" < "list_price_cents"));
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_hold_within_bounds" CHECK ("held_cents" >= 0 AND "held_from_deposit_cents" BETWEEN 0 AND "held_cents");
ALTER TABLE "listings" ADD CONSTRAINT "listings_bargain_min_positive" CHECK ("bargain_min_cents" IS NULL OR "bargain_min_cents" > 0);
