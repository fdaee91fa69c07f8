-- CreateTable
CREATE TABLE "partner_nonces" (
    "app_id" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "partner_nonces_pkey" PRIMARY KEY ("app_id","nonce")
);

-- CreateIndex
CREATE INDEX "partner_nonces_expires_at_idx" ON "partner_nonces"("expires_at");
