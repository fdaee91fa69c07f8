-- The event log (api/modules/events/events.service.ts): events appended in the transaction of the change
-- they describe, each with its transaction id (read in (tx_id, id) order up to the oldest running
-- transaction) and its aggregate's sequence number (event_streams holds the last one per aggregate).
-- CreateTable
CREATE TABLE "events" (
    "id" BIGSERIAL NOT NULL,
    "tx_id" xid8 NOT NULL DEFAULT pg_current_xact_id(),
    "type" TEXT NOT NULL,
    "aggregate_type" TEXT NOT NULL,
    "aggregate_id" TEXT NOT NULL,
    "aggregate_seq" INTEGER NOT NULL,
    "audience_user_ids" TEXT[],
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_streams" (
    "aggregate_type" TEXT NOT NULL,
    "aggregate_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,

    CONSTRAINT "event_streams_pkey" PRIMARY KEY ("aggregate_type","aggregate_id")
);

-- CreateIndex
CREATE INDEX "events_tx_id_id_idx" ON "events"("tx_id", "id");

-- CreateIndex
CREATE INDEX "events_audience_user_ids_idx" ON "events" USING GIN ("audience_user_ids");

-- CreateIndex
CREATE INDEX "events_occurred_at_idx" ON "events"("occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "events_aggregate_type_aggregate_id_aggregate_seq_key" ON "events"("aggregate_type", "aggregate_id", "aggregate_seq");
