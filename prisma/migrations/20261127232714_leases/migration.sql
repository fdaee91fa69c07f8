-- CreateEnum
CREATE TYPE "lease_listing_status" AS ENUM ('ON_LEASE', 'LEASED', 'DELISTED');

-- CreateEnum
CREATE TYPE "lease_status" AS ENUM ('AWAITING_PAYMENT', 'AWAITING_DELIVERY', 'RENTING', 'RETURNING', 'RETURN_PROTECTED', 'COMPLETED', 'OVERDUE', 'DEFAULTED', 'BOUGHT_OUT', 'CANCELLED', 'REVERSED');

-- CreateTable
CREATE TABLE "lease_listings" (
    "id" TEXT NOT NULL,
    "lender_id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "inventory_item_id" TEXT,
    "steam_account_id" TEXT,
    "asset_id" TEXT NOT NULL,
    "float_value" DOUBLE PRECISION,
    "paint_seed" INTEGER,
    "stickers" JSONB NOT NULL DEFAULT '[]',
    "daily_rent_cents" INTEGER NOT NULL,
    "long_daily_rent_cents" INTEGER,
    "deposit_cents" INTEGER NOT NULL,
    "max_days" INTEGER NOT NULL,
    "buyout_price_cents" INTEGER,
    "status" "lease_listing_status" NOT NULL DEFAULT 'ON_LEASE',
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "lease_listings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leases" (
    "id" TEXT NOT NULL,
    "lease_no" TEXT NOT NULL,
    "lease_listing_id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "lender_id" TEXT NOT NULL,
    "renter_id" TEXT NOT NULL,
    "lender_steam_account_id" TEXT,
    "lender_steam_id" TEXT NOT NULL,
    "asset_id" TEXT NOT NULL,
    "renter_steam_account_id" TEXT,
    "renter_trade_url" TEXT,
    "renter_steam_id" TEXT,
    "partner_app_id" TEXT,
    "merchant_order_no" TEXT,
    "pay_method" "pay_method" NOT NULL,
    "days" INTEGER NOT NULL,
    "rent_cents" INTEGER NOT NULL,
    "deposit_cents" INTEGER NOT NULL,
    "buyout_price_cents" INTEGER,
    "held_cents" INTEGER NOT NULL DEFAULT 0,
    "held_from_deposit_cents" INTEGER NOT NULL DEFAULT 0,
    "lender_income_cents" INTEGER NOT NULL DEFAULT 0,
    "fee_cents" INTEGER NOT NULL DEFAULT 0,
    "status" "lease_status" NOT NULL,
    "delivery_offer_id" TEXT,
    "delivery_trade_id" TEXT,
    "renter_asset_id" TEXT,
    "return_offer_id" TEXT,
    "return_trade_id" TEXT,
    "started_at" TIMESTAMP(3),
    "ends_at" TIMESTAMP(3),
    "return_requested_at" TIMESTAMP(3),
    "returned_at" TIMESTAMP(3),
    "deadline_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "leases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lease_steps" (
    "id" BIGSERIAL NOT NULL,
    "lease_id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "from_status" "lease_status",
    "to_status" "lease_status" NOT NULL,
    "actor" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lease_steps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lease_listings_template_id_status_daily_rent_cents_idx" ON "lease_listings"("template_id", "status", "daily_rent_cents");

-- CreateIndex
CREATE INDEX "lease_listings_lender_id_status_created_at_idx" ON "lease_listings"("lender_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "lease_listings_inventory_item_id_idx" ON "lease_listings"("inventory_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "lease_listings_one_live_per_asset" ON "lease_listings"("inventory_item_id") WHERE (status = ANY (ARRAY['ON_LEASE'::lease_listing_status, 'LEASED'::lease_listing_status]));

-- CreateIndex
CREATE UNIQUE INDEX "leases_lease_no_key" ON "leases"("lease_no");

-- CreateIndex
CREATE INDEX "leases_renter_id_created_at_idx" ON "leases"("renter_id", "created_at");

-- CreateIndex
CREATE INDEX "leases_lender_id_created_at_idx" ON "leases"("lender_id", "created_at");

-- CreateIndex
CREATE INDEX "leases_renter_id_status_idx" ON "leases"("renter_id", "status");

-- CreateIndex
CREATE INDEX "leases_lender_id_status_idx" ON "leases"("lender_id", "status");

-- CreateIndex
CREATE INDEX "leases_status_deadline_at_idx" ON "leases"("status", "deadline_at");

-- CreateIndex
CREATE INDEX "leases_lease_listing_id_idx" ON "leases"("lease_listing_id");

-- CreateIndex
CREATE INDEX "leases_renter_id_merchant_order_no_idx" ON "leases"("renter_id", "merchant_order_no");

-- CreateIndex
CREATE INDEX "leases_renter_steam_account_id_renter_asset_id_idx" ON "leases"("renter_steam_account_id", "renter_asset_id");

-- CreateIndex
CREATE INDEX "lease_steps_lease_id_id_idx" ON "lease_steps"("lease_id", "id");

-- AddForeignKey
ALTER TABLE "lease_listings" ADD CONSTRAINT "lease_listings_lender_id_fkey" FOREIGN KEY ("lender_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lease_listings" ADD CONSTRAINT "lease_listings_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lease_listings" ADD CONSTRAINT "lease_listings_inventory_item_id_fkey" FOREIGN KEY ("inventory_item_id") REFERENCES "inventory_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lease_listings" ADD CONSTRAINT "lease_listings_steam_account_id_fkey" FOREIGN KEY ("steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_lease_listing_id_fkey" FOREIGN KEY ("lease_listing_id") REFERENCES "lease_listings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_lender_id_fkey" FOREIGN KEY ("lender_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_renter_id_fkey" FOREIGN KEY ("renter_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_lender_steam_account_id_fkey" FOREIGN KEY ("lender_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_renter_steam_account_id_fkey" FOREIGN KEY ("renter_steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lease_steps" ADD CONSTRAINT "lease_steps_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the database itself guarantees about a lease's terms and money (Prisma does not model CHECKs).
ALTER TABLE "lease_listings" ADD CONSTRAINT "lease_listings_terms_sane" CHECK ("daily_rent_cents" > 0 AND ("long_daily_rent_cents" IS NULL OR ("long_daily_rent_cents" > 0 AND "long_daily_rent_cents" <= "daily_rent_cents")) AND "deposit_cents" > 0 AND "max_days" BETWEEN 8 AND 60 AND ("buyout_price_cents" IS NULL OR "buyout_price_cents" >= "deposit_cents"));
ALTER TABLE "leases" ADD CONSTRAINT "leases_money_sane" CHECK ("days" BETWEEN 8 AND 60 AND "rent_cents" > 0 AND "deposit_cents" > 0 AND "held_cents" >= 0 AND "held_from_deposit_cents" BETWEEN 0 AND "held_cents" AND "lender_income_cents" >= 0 AND "fee_cents" >= 0);
