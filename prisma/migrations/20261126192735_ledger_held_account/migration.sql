-- AlterEnum (its own migration: a new enum value can be used only after it is committed)
-- a user's money held for their open buy orders and price offers
ALTER TYPE "ledger_account_kind" ADD VALUE 'HELD';
