-- CreateEnum
CREATE TYPE "recharge_contract_status" AS ENUM ('SIGNING', 'SIGNED', 'FAILED', 'TERMINATED');

-- CreateTable
CREATE TABLE "recharge_contracts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "credit_code" TEXT NOT NULL,
    "external_agreement_no" TEXT NOT NULL,
    "agreement_no" TEXT,
    "status" "recharge_contract_status" NOT NULL DEFAULT 'SIGNING',
    "end_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "sign_deadline" TIMESTAMP(3) NOT NULL,
    "signed_at" TIMESTAMP(3),
    "ended_at" TIMESTAMP(3),

    CONSTRAINT "recharge_contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sim_pay_agreements" (
    "external_agreement_no" TEXT NOT NULL,
    "agreement_no" TEXT NOT NULL,
    "app_id" TEXT NOT NULL,
    "principal_name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "notify_url" TEXT NOT NULL,
    "return_url" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "signed_at" TIMESTAMP(3),
    "unsigned_at" TIMESTAMP(3),

    CONSTRAINT "sim_pay_agreements_pkey" PRIMARY KEY ("external_agreement_no")
);

-- CreateTable
CREATE TABLE "reconciliation_runs" (
    "id" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),
    "from" TIMESTAMP(3) NOT NULL,
    "to" TIMESTAMP(3) NOT NULL,
    "checked" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reconciliation_differences" (
    "id" BIGSERIAL NOT NULL,
    "run_id" TEXT NOT NULL,
    "check" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "ours" TEXT,
    "theirs" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reconciliation_differences_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "recharge_contracts_external_agreement_no_key" ON "recharge_contracts"("external_agreement_no");

-- CreateIndex
CREATE INDEX "recharge_contracts_user_id_created_at_idx" ON "recharge_contracts"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "recharge_contracts_status_sign_deadline_idx" ON "recharge_contracts"("status", "sign_deadline");

-- CreateIndex
CREATE UNIQUE INDEX "recharge_contracts_one_live_per_user" ON "recharge_contracts"("user_id") WHERE (status = ANY (ARRAY['SIGNING'::recharge_contract_status, 'SIGNED'::recharge_contract_status]));

-- CreateIndex
CREATE UNIQUE INDEX "sim_pay_agreements_agreement_no_key" ON "sim_pay_agreements"("agreement_no");

-- CreateIndex
CREATE INDEX "reconciliation_runs_started_at_idx" ON "reconciliation_runs"("started_at");

-- CreateIndex
CREATE INDEX "reconciliation_differences_run_id_idx" ON "reconciliation_differences"("run_id");

-- CreateIndex
CREATE INDEX "reconciliation_differences_subject_type_subject_id_idx" ON "reconciliation_differences"("subject_type", "subject_id");

-- AddForeignKey
ALTER TABLE "recharge_contracts" ADD CONSTRAINT "recharge_contracts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "reconciliation_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
