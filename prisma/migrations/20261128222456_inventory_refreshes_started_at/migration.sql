-- CreateIndex
CREATE INDEX "inventory_refreshes_started_at_idx" ON "inventory_refreshes"("started_at");
