-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- Trigram search over item names (keyword search without scanning listings)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "listing_status" AS ENUM ('ON_SALE', 'SOLD', 'DELISTED');

-- CreateTable
CREATE TABLE "collections" (
    "id" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_zh" TEXT NOT NULL,
    "image_url" TEXT,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_templates" (
    "id" SERIAL NOT NULL,
    "hash_name" TEXT NOT NULL,
    "catalog_id" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_zh" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,
    "tag_type" TEXT NOT NULL,
    "sub_type" TEXT,
    "rarity" TEXT,
    "quality" TEXT NOT NULL,
    "exterior" TEXT,
    "collection_id" TEXT,
    "icon_url" TEXT,
    "min_float" DOUBLE PRECISION,
    "max_float" DOUBLE PRECISION,
    "reference_price_cents" INTEGER NOT NULL,

    CONSTRAINT "item_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "avatar_url" TEXT,
    "is_robot" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listings" (
    "id" TEXT NOT NULL,
    "template_id" INTEGER NOT NULL,
    "seller_id" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "float_value" DOUBLE PRECISION,
    "paint_seed" INTEGER,
    "stickers" JSONB NOT NULL DEFAULT '[]',
    "auto_delivery" BOOLEAN NOT NULL DEFAULT false,
    "status" "listing_status" NOT NULL DEFAULT 'ON_SALE',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "sold_at" TIMESTAMP(3),

    CONSTRAINT "listings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "market_stats" (
    "template_id" INTEGER NOT NULL,
    "lowest_price_cents" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "auto_delivery_quantity" INTEGER NOT NULL DEFAULT 0,
    "sales_count" INTEGER NOT NULL DEFAULT 0,
    "last_listed_at" TIMESTAMP(3),
    "last_sold_at" TIMESTAMP(3),

    CONSTRAINT "market_stats_pkey" PRIMARY KEY ("template_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "item_templates_hash_name_key" ON "item_templates"("hash_name");

-- CreateIndex
CREATE INDEX "item_templates_search_trgm" ON "item_templates" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "item_templates_tag_type_sub_type_idx" ON "item_templates"("tag_type", "sub_type");

-- CreateIndex
CREATE INDEX "item_templates_rarity_idx" ON "item_templates"("rarity");

-- CreateIndex
CREATE INDEX "item_templates_quality_idx" ON "item_templates"("quality");

-- CreateIndex
CREATE INDEX "item_templates_exterior_idx" ON "item_templates"("exterior");

-- CreateIndex
CREATE INDEX "item_templates_collection_id_idx" ON "item_templates"("collection_id");

-- CreateIndex
CREATE INDEX "listings_template_id_status_price_cents_idx" ON "listings"("template_id", "status", "price_cents");

-- CreateIndex
CREATE INDEX "listings_status_created_at_idx" ON "listings"("status", "created_at");

-- CreateIndex
CREATE INDEX "listings_status_sold_at_idx" ON "listings"("status", "sold_at");

-- CreateIndex
CREATE INDEX "market_stats_quantity_lowest_price_cents_idx" ON "market_stats"("quantity", "lowest_price_cents");

-- CreateIndex
CREATE INDEX "market_stats_sales_count_idx" ON "market_stats"("sales_count");

-- AddForeignKey
ALTER TABLE "item_templates" ADD CONSTRAINT "item_templates_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "market_stats" ADD CONSTRAINT "market_stats_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "item_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
