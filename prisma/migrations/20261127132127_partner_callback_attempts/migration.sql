-- DropIndex
DROP INDEX "partner_callbacks_app_id_event_id_key";

-- AlterTable
ALTER TABLE "partner_apps" ADD COLUMN     "callback_types" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "partner_callbacks" ADD COLUMN     "redelivery_of" TEXT;

-- CreateTable
CREATE TABLE "partner_callback_attempts" (
    "id" TEXT NOT NULL,
    "callback_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "attempted_at" TIMESTAMP(3) NOT NULL,
    "status_code" INTEGER,
    "latency_ms" INTEGER NOT NULL,
    "answer_excerpt" TEXT,
    "error" TEXT,

    CONSTRAINT "partner_callback_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "partner_callback_attempts_callback_id_number_key" ON "partner_callback_attempts"("callback_id", "number");

-- CreateIndex
CREATE INDEX "partner_callbacks_app_id_event_id_idx" ON "partner_callbacks"("app_id", "event_id");

-- CreateIndex
CREATE UNIQUE INDEX "partner_callbacks_one_first_per_app_event" ON "partner_callbacks"("app_id", "event_id") WHERE (redelivery_of IS NULL);

-- AddForeignKey
ALTER TABLE "partner_callback_attempts" ADD CONSTRAINT "partner_callback_attempts_callback_id_fkey" FOREIGN KEY ("callback_id") REFERENCES "partner_callbacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every delivery attempted before keeps its last attempt as its history's
INSERT INTO "partner_callback_attempts" ("id", "callback_id", "number", "attempted_at", "status_code", "latency_ms", "error")
SELECT gen_random_uuid()::text, "id", "attempts", "last_attempt_at", "last_status_code", coalesce("last_latency_ms", 0), "last_error"
FROM "partner_callbacks" WHERE "attempts" > 0 AND "last_attempt_at" IS NOT NULL;
