-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buyer_trade_url" TEXT,
ADD COLUMN     "merchant_order_no" TEXT,
ADD COLUMN     "partner_app_id" TEXT;

-- CreateIndex
CREATE INDEX "orders_partner_app_id_created_at_idx" ON "orders"("partner_app_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_buyer_id_merchant_order_no_idx" ON "orders"("buyer_id", "merchant_order_no");
