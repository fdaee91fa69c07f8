-- CreateEnum
CREATE TYPE "partner_callback_status" AS ENUM ('PENDING', 'DELIVERED', 'FAILED');

-- CreateTable
CREATE TABLE "partner_callbacks" (
    "id" TEXT NOT NULL,
    "app_id" TEXT NOT NULL,
    "event_id" BIGINT NOT NULL,
    "status" "partner_callback_status" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "last_latency_ms" INTEGER,
    "last_attempt_at" TIMESTAMP(3),
    "next_attempt_at" TIMESTAMP(3),
    "delivered_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "partner_callbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_callback_cursor" (
    "id" INTEGER NOT NULL,
    "tx_id" xid8 NOT NULL,
    "event_id" BIGINT NOT NULL,

    CONSTRAINT "partner_callback_cursor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "partner_callbacks_app_id_created_at_idx" ON "partner_callbacks"("app_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "partner_callbacks_app_id_event_id_key" ON "partner_callbacks"("app_id", "event_id");

-- The dispatcher starts at the log's beginning: every event still kept is considered once
INSERT INTO "partner_callback_cursor" ("id", "tx_id", "event_id") VALUES (1, '0'::xid8, 0);
