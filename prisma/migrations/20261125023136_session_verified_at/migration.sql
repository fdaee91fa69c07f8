-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "verified_at" TIMESTAMP(3);
