-- The default market order ends on the newest catalogue entry (template_id DESC), so every market order
-- runs one way and a keyset position in it is a row comparison this index starts from
-- DropIndex
DROP INDEX "market_stats_on_sale_by_sales";

-- CreateIndex
CREATE INDEX "market_stats_on_sale_by_sales" ON "market_stats"("sales_count" DESC, "quantity" DESC, "template_id" DESC) WHERE (quantity > 0);
