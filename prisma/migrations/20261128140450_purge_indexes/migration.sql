-- CreateIndex
CREATE INDEX "partner_callbacks_created_at_idx" ON "partner_callbacks"("created_at");

-- CreateIndex
CREATE INDEX "sms_codes_created_at_idx" ON "sms_codes"("created_at");
