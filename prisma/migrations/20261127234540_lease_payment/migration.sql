-- AlterTable
ALTER TABLE "leases" ADD COLUMN     "payment_id" TEXT;

-- CreateIndex
CREATE INDEX "leases_payment_id_idx" ON "leases"("payment_id");

-- AddForeignKey
ALTER TABLE "leases" ADD CONSTRAINT "leases_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;
