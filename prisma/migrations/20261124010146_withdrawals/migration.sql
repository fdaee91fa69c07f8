-- CreateEnum
CREATE TYPE "withdrawal_status" AS ENUM ('PROCESSING', 'SUCCESS', 'FAILURE');

-- CreateTable
CREATE TABLE "withdrawals" (
    "id" TEXT NOT NULL,
    "serial_no" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "actual_cents" INTEGER NOT NULL,
    "rate_bps" INTEGER NOT NULL,
    "account" TEXT NOT NULL,
    "status" "withdrawal_status" NOT NULL DEFAULT 'PROCESSING',
    "failure_reason" TEXT,
    "provider_order_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_pay_transfers" (
    "out_biz_no" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "payee_account" TEXT NOT NULL,
    "payee_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "fail_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "due_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "sim_pay_transfers_pkey" PRIMARY KEY ("out_biz_no")
);

-- CreateTable
CREATE TABLE "sim_pay_payees" (
    "account" TEXT NOT NULL,
    "fail_reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sim_pay_payees_pkey" PRIMARY KEY ("account")
);

-- CreateIndex
CREATE UNIQUE INDEX "withdrawals_serial_no_key" ON "withdrawals"("serial_no");

-- CreateIndex
CREATE INDEX "withdrawals_user_id_created_at_idx" ON "withdrawals"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "withdrawals_status_created_at_idx" ON "withdrawals"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sim_pay_transfers_order_id_key" ON "sim_pay_transfers"("order_id");

-- AddForeignKey
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
