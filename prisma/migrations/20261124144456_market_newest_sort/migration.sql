-- CreateIndex
CREATE INDEX "market_stats_on_sale_by_newest" ON "market_stats"("last_listed_at" DESC, "template_id" DESC) WHERE (quantity > 0);

-- last_listed_at now means the newest listing on sale (the market's newest-first sort)
UPDATE "market_stats" s SET "last_listed_at" = (
  SELECT max(l."created_at") FROM "listings" l WHERE l."template_id" = s."template_id" AND l."status" = 'ON_SALE'
);
