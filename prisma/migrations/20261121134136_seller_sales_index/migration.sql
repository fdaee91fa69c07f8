-- CreateIndex
CREATE INDEX "listings_seller_id_status_sold_at_idx" ON "listings"("seller_id", "status", "sold_at");
