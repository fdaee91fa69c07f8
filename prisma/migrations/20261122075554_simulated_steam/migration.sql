-- CreateTable
CREATE TABLE "sim_steam_users" (
    "steam_id" TEXT NOT NULL,
    "account_name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "shared_secret" TEXT NOT NULL,
    "identity_secret" TEXT NOT NULL,
    "revocation_code" TEXT NOT NULL,
    "serial_number" TEXT NOT NULL,
    "token_gid" TEXT NOT NULL,
    "trade_token" TEXT NOT NULL,
    "behaviour" TEXT NOT NULL DEFAULT 'ACCEPT',
    "reaction_seconds" INTEGER NOT NULL DEFAULT 5,
    "reverse_after_seconds" INTEGER NOT NULL DEFAULT 86400,
    "escrow_days" INTEGER NOT NULL DEFAULT 0,
    "trade_banned" BOOLEAN NOT NULL DEFAULT false,
    "limited" BOOLEAN NOT NULL DEFAULT false,
    "trade_hold_until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sim_steam_users_pkey" PRIMARY KEY ("steam_id")
);

-- CreateTable
CREATE TABLE "sim_steam_sessions" (
    "id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "steam_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "refreshable_until" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "sim_steam_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_assets" (
    "asset_id" BIGSERIAL NOT NULL,
    "owner_steam_id" TEXT NOT NULL,
    "context_id" TEXT NOT NULL,
    "class_id" TEXT NOT NULL,
    "instance_id" TEXT NOT NULL,
    "market_hash_name" TEXT NOT NULL,
    "tradable" BOOLEAN NOT NULL,
    "tradable_after" TIMESTAMP(3),
    "marketable" BOOLEAN NOT NULL DEFAULT true,
    "float_value" DOUBLE PRECISION,
    "paint_seed" INTEGER,
    "paint_index" INTEGER,
    "stickers" JSONB NOT NULL DEFAULT '[]',
    "previous_asset_id" BIGINT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "removed_at" TIMESTAMP(3),

    CONSTRAINT "sim_assets_pkey" PRIMARY KEY ("asset_id")
);

-- CreateTable
CREATE TABLE "sim_trade_offers" (
    "offer_id" BIGSERIAL NOT NULL,
    "sender_steam_id" TEXT NOT NULL,
    "recipient_steam_id" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "items_to_give" JSONB NOT NULL,
    "items_to_receive" JSONB NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "confirmation_method" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "due_at" TIMESTAMP(3),
    "escrow_ends_at" TIMESTAMP(3),
    "trade_id" BIGINT,
    "counter_offer_id" BIGINT,
    "counters_offer_id" BIGINT,

    CONSTRAINT "sim_trade_offers_pkey" PRIMARY KEY ("offer_id")
);

-- CreateTable
CREATE TABLE "sim_trades" (
    "trade_id" BIGSERIAL NOT NULL,
    "offer_id" BIGINT,
    "status" TEXT NOT NULL,
    "sender_steam_id" TEXT NOT NULL,
    "recipient_steam_id" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "escrow_ends_at" TIMESTAMP(3),
    "reverse_at" TIMESTAMP(3),
    "rollback_trade_id" BIGINT,
    "rollback_of_trade_id" BIGINT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sim_trades_pkey" PRIMARY KEY ("trade_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sim_steam_users_account_name_key" ON "sim_steam_users"("account_name");

-- CreateIndex
CREATE UNIQUE INDEX "sim_steam_sessions_token_hash_key" ON "sim_steam_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sim_steam_sessions_steam_id_idx" ON "sim_steam_sessions"("steam_id");

-- CreateIndex
CREATE INDEX "sim_assets_owner_steam_id_removed_at_idx" ON "sim_assets"("owner_steam_id", "removed_at");

-- CreateIndex
CREATE INDEX "sim_trade_offers_state_due_at_idx" ON "sim_trade_offers"("state", "due_at");

-- CreateIndex
CREATE INDEX "sim_trade_offers_sender_steam_id_created_at_idx" ON "sim_trade_offers"("sender_steam_id", "created_at");

-- CreateIndex
CREATE INDEX "sim_trade_offers_recipient_steam_id_created_at_idx" ON "sim_trade_offers"("recipient_steam_id", "created_at");

-- CreateIndex
CREATE INDEX "sim_trades_status_reverse_at_idx" ON "sim_trades"("status", "reverse_at");

-- AddForeignKey
ALTER TABLE "sim_steam_sessions" ADD CONSTRAINT "sim_steam_sessions_steam_id_fkey" FOREIGN KEY ("steam_id") REFERENCES "sim_steam_users"("steam_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sim_assets" ADD CONSTRAINT "sim_assets_owner_steam_id_fkey" FOREIGN KEY ("owner_steam_id") REFERENCES "sim_steam_users"("steam_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sim_trade_offers" ADD CONSTRAINT "sim_trade_offers_sender_steam_id_fkey" FOREIGN KEY ("sender_steam_id") REFERENCES "sim_steam_users"("steam_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sim_trade_offers" ADD CONSTRAINT "sim_trade_offers_recipient_steam_id_fkey" FOREIGN KEY ("recipient_steam_id") REFERENCES "sim_steam_users"("steam_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Steam-like magnitudes for the simulation's ids (sequence values are not part of the schema diff)
ALTER SEQUENCE "sim_assets_asset_id_seq" RESTART WITH 40000000001;
ALTER SEQUENCE "sim_trade_offers_offer_id_seq" RESTART WITH 8000000001;
ALTER SEQUENCE "sim_trades_trade_id_seq" RESTART WITH 800000000000000001;
