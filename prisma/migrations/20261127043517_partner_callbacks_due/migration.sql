-- CreateIndex
CREATE INDEX "partner_callbacks_status_next_attempt_at_idx" ON "partner_callbacks"("status", "next_attempt_at");
