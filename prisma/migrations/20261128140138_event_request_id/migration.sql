-- AlterTable
ALTER TABLE "events" ADD COLUMN     "request_id" TEXT;
