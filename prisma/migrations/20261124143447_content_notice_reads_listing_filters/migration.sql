-- CreateEnum
CREATE TYPE "article_kind" AS ENUM ('HELP', 'NEWS', 'AGREEMENT');

-- CreateTable
CREATE TABLE "notice_reads" (
    "user_id" TEXT NOT NULL,
    "notice_id" INTEGER NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notice_reads_pkey" PRIMARY KEY ("user_id","notice_id")
);

-- CreateTable
CREATE TABLE "articles" (
    "id" SERIAL NOT NULL,
    "kind" "article_kind" NOT NULL,
    "slug" TEXT NOT NULL,
    "serial" INTEGER,
    "category" TEXT NOT NULL DEFAULT '',
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "title_zh" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "summary_zh" TEXT NOT NULL DEFAULT '',
    "summary_en" TEXT NOT NULL DEFAULT '',
    "body_zh" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "published_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "articles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notice_reads_notice_id_idx" ON "notice_reads"("notice_id");

-- CreateIndex
CREATE UNIQUE INDEX "articles_slug_key" ON "articles"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "articles_serial_key" ON "articles"("serial");

-- CreateIndex
CREATE INDEX "articles_kind_published_at_idx" ON "articles"("kind", "published_at");

-- CreateIndex
CREATE INDEX "articles_kind_category_sort_order_idx" ON "articles"("kind", "category", "sort_order");

-- CreateIndex
CREATE INDEX "listings_template_id_status_float_value_idx" ON "listings"("template_id", "status", "float_value");

-- CreateIndex
CREATE INDEX "listings_template_id_status_paint_seed_idx" ON "listings"("template_id", "status", "paint_seed");

-- CreateIndex
CREATE INDEX "listings_stickers_idx" ON "listings" USING GIN ("stickers" jsonb_path_ops);

-- AddForeignKey
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
