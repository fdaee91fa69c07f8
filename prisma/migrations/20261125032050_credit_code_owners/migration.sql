-- CreateTable
CREATE TABLE "credit_code_owners" (
    "credit_code" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "credit_code_owners_pkey" PRIMARY KEY ("credit_code")
);

-- CreateIndex
CREATE INDEX "credit_code_owners_user_id_idx" ON "credit_code_owners"("user_id");

-- AddForeignKey
ALTER TABLE "credit_code_owners" ADD CONSTRAINT "credit_code_owners_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Codes already used: each belongs to the first user who signed with it
INSERT INTO "credit_code_owners" ("credit_code", "user_id", "created_at")
SELECT DISTINCT ON ("credit_code") "credit_code", "user_id", "created_at" FROM "recharge_contracts" ORDER BY "credit_code", "created_at";
