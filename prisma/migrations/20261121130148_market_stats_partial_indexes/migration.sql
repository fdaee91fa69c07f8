-- DropIndex
DROP INDEX "market_stats_quantity_lowest_price_cents_idx";

-- DropIndex
DROP INDEX "market_stats_sales_count_idx";

-- CreateIndex
CREATE INDEX "market_stats_on_sale_by_price" ON "market_stats"("lowest_price_cents", "template_id") WHERE (quantity > 0);

-- CreateIndex
CREATE INDEX "market_stats_on_sale_by_sales" ON "market_stats"("sales_count" DESC, "quantity" DESC, "template_id") WHERE (quantity > 0);
