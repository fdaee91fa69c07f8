-- CreateIndex: a partner app's rents of a market day (its daily limits)
CREATE INDEX "leases_partner_app_id_created_at_idx" ON "leases"("partner_app_id", "created_at");
