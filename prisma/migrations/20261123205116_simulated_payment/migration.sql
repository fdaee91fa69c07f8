-- CreateTable
CREATE TABLE "sim_pay_trades" (
    "out_trade_no" TEXT NOT NULL,
    "trade_no" TEXT NOT NULL,
    "app_id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "total_amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "notify_url" TEXT NOT NULL,
    "return_url" TEXT NOT NULL,
    "buyer_logon_id" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),
    "refunded_cents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sim_pay_trades_pkey" PRIMARY KEY ("out_trade_no")
);

-- CreateTable
CREATE TABLE "sim_pay_refunds" (
    "out_trade_no" TEXT NOT NULL,
    "out_request_no" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sim_pay_refunds_pkey" PRIMARY KEY ("out_trade_no","out_request_no")
);

-- CreateTable
CREATE TABLE "sim_pay_notifications" (
    "id" TEXT NOT NULL,
    "out_trade_no" TEXT NOT NULL,
    "notify_url" TEXT NOT NULL,
    "form" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_answer" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "delivered_at" TIMESTAMP(3),
    "abandoned_at" TIMESTAMP(3),

    CONSTRAINT "sim_pay_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sim_pay_trades_trade_no_key" ON "sim_pay_trades"("trade_no");

-- CreateIndex
CREATE INDEX "sim_pay_notifications_out_trade_no_idx" ON "sim_pay_notifications"("out_trade_no");

-- AddForeignKey
ALTER TABLE "sim_pay_refunds" ADD CONSTRAINT "sim_pay_refunds_out_trade_no_fkey" FOREIGN KEY ("out_trade_no") REFERENCES "sim_pay_trades"("out_trade_no") ON DELETE CASCADE ON UPDATE CASCADE;

-- The simulated Alipay never refunds more than a trade took.
ALTER TABLE "sim_pay_trades" ADD CONSTRAINT "sim_pay_trades_refunds_within_total" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_amount_cents");
