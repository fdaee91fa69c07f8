-- DropIndex
DROP INDEX "leases_partner_app_id_created_at_idx";

-- AlterTable
ALTER TABLE "lease_steps" ADD COLUMN     "added_cents" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "partner_app_id" TEXT;

-- CreateIndex
CREATE INDEX "lease_steps_partner_app_id_created_at_idx" ON "lease_steps"("partner_app_id", "created_at");

-- Backfill: a partner's rents count against its app's daily limits from their steps (rent and deposit)
UPDATE "lease_steps" AS s
SET "partner_app_id" = l."partner_app_id",
    "added_cents" = coalesce((s."detail"->>'rentCents')::bigint, 0) + coalesce((s."detail"->>'depositCents')::bigint, 0)
FROM "leases" AS l
WHERE s."lease_id" = l."id" AND l."partner_app_id" IS NOT NULL AND s."event" IN ('RENT_ALIPAY', 'RENT_BALANCE');
