-- CreateEnum
CREATE TYPE "open_platform_application_status" AS ENUM ('REVIEWING', 'APPROVED', 'REJECTED');

-- CreateTable
CREATE TABLE "open_platform_applications" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "wechat" TEXT NOT NULL,
    "daily_orders" INTEGER NOT NULL,
    "daily_amount_cents" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "attachment_id" TEXT,
    "status" "open_platform_application_status" NOT NULL DEFAULT 'REVIEWING',
    "reject_reason" TEXT,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "open_platform_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "open_platform_attachments" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "media_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "content_cipher" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "open_platform_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_apps" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "daily_orders" INTEGER NOT NULL,
    "daily_amount_cents" BIGINT NOT NULL,
    "rate_limit_per_second" INTEGER NOT NULL DEFAULT 20,
    "callback_url" TEXT,
    "public_key_pem" TEXT,
    "key_fingerprint" TEXT,
    "keys_submitted_at" TIMESTAMP(3),
    "suspended_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "partner_apps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "open_platform_applications_attachment_id_key" ON "open_platform_applications"("attachment_id");

-- CreateIndex
CREATE INDEX "open_platform_applications_user_id_created_at_idx" ON "open_platform_applications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "open_platform_applications_status_created_at_idx" ON "open_platform_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "open_platform_attachments_user_id_created_at_idx" ON "open_platform_attachments"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "partner_apps_user_id_key" ON "partner_apps"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "partner_apps_application_id_key" ON "partner_apps"("application_id");

-- AddForeignKey
ALTER TABLE "open_platform_applications" ADD CONSTRAINT "open_platform_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "open_platform_applications" ADD CONSTRAINT "open_platform_applications_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "open_platform_attachments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "open_platform_attachments" ADD CONSTRAINT "open_platform_attachments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "open_platform_applications"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- At most one application per user under review, figures never negative, an app's limits positive
CREATE UNIQUE INDEX "open_platform_applications_one_reviewing_per_user" ON "open_platform_applications"("user_id") WHERE (status = 'REVIEWING');
ALTER TABLE "open_platform_applications" ADD CONSTRAINT "open_platform_applications_figures_not_negative" CHECK (daily_orders >= 0 AND daily_amount_cents >= 0);
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_limits_positive" CHECK (daily_orders > 0 AND daily_amount_cents > 0 AND rate_limit_per_second > 0);
