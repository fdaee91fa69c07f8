-- CreateEnum
CREATE TYPE "steam_account_status" AS ENUM ('NORMAL', 'ABNORMAL', 'NOT_SELLABLE');

-- CreateEnum
CREATE TYPE "steam_account_type" AS ENUM ('ORDINARY', 'ROBOT');

-- CreateEnum
CREATE TYPE "inventory_refresh_status" AS ENUM ('RUNNING', 'SUCCEEDED', 'FAILED');

-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "inventory_item_id" TEXT;

-- CreateTable
CREATE TABLE "steam_accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "steam_id" TEXT NOT NULL,
    "account_name" TEXT NOT NULL,
    "status" "steam_account_status" NOT NULL DEFAULT 'NORMAL',
    "status_reason" TEXT,
    "type" "steam_account_type" NOT NULL DEFAULT 'ORDINARY',
    "trade_link_url" TEXT,
    "password_cipher" TEXT NOT NULL,
    "mafile_cipher" TEXT NOT NULL,
    "token_cipher" TEXT,
    "token_expires_at" TIMESTAMP(3),
    "token_refreshed_at" TIMESTAMP(3),
    "inventory_refreshed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "steam_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_items" (
    "id" TEXT NOT NULL,
    "steam_account_id" TEXT NOT NULL,
    "asset_id" TEXT NOT NULL,
    "context_id" TEXT NOT NULL,
    "class_id" TEXT NOT NULL,
    "instance_id" TEXT NOT NULL,
    "market_hash_name" TEXT NOT NULL,
    "template_id" INTEGER,
    "tradable" BOOLEAN NOT NULL,
    "tradable_after" TIMESTAMP(3),
    "marketable" BOOLEAN NOT NULL DEFAULT true,
    "float_value" DOUBLE PRECISION,
    "paint_seed" INTEGER,
    "paint_index" INTEGER,
    "stickers" JSONB NOT NULL DEFAULT '[]',
    "inspect_link" TEXT,
    "first_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inventory_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_refreshes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "steam_account_id" TEXT,
    "status" "inventory_refresh_status" NOT NULL DEFAULT 'RUNNING',
    "accounts_total" INTEGER NOT NULL,
    "accounts_done" INTEGER NOT NULL DEFAULT 0,
    "accounts_failed" INTEGER NOT NULL DEFAULT 0,
    "items_found" INTEGER NOT NULL DEFAULT 0,
    "delisted_count" INTEGER NOT NULL DEFAULT 0,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "inventory_refreshes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "steam_accounts_steam_id_key" ON "steam_accounts"("steam_id");

-- CreateIndex
CREATE INDEX "steam_accounts_user_id_created_at_idx" ON "steam_accounts"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "inventory_items_steam_account_id_template_id_idx" ON "inventory_items"("steam_account_id", "template_id");

-- CreateIndex
CREATE INDEX "inventory_items_template_id_idx" ON "inventory_items"("template_id");

-- CreateIndex
CREATE UNIQUE INDEX "inventory_items_steam_account_id_asset_id_key" ON "inventory_items"("steam_account_id", "asset_id");

-- CreateIndex
CREATE INDEX "inventory_refreshes_user_id_started_at_idx" ON "inventory_refreshes"("user_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "listings_one_on_sale_per_asset" ON "listings"("inventory_item_id") WHERE (status = 'ON_SALE');

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_inventory_item_id_fkey" FOREIGN KEY ("inventory_item_id") REFERENCES "inventory_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "steam_accounts" ADD CONSTRAINT "steam_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_steam_account_id_fkey" FOREIGN KEY ("steam_account_id") REFERENCES "steam_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_refreshes" ADD CONSTRAINT "inventory_refreshes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
