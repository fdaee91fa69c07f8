-- AlterEnum (its own migration: a new enum value can be used only after it is committed)
ALTER TYPE "listing_status" ADD VALUE 'RESERVED';
