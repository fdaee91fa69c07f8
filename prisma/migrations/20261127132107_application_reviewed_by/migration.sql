-- AlterTable
ALTER TABLE "open_platform_applications" ADD COLUMN     "reviewed_by" TEXT;

-- Every application reviewed so far was reviewed by an operator
UPDATE "open_platform_applications" SET "reviewed_by" = 'OPERATOR' WHERE "reviewed_at" IS NOT NULL;
