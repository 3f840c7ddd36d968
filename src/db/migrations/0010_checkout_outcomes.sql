ALTER TABLE "credit_checkouts" DROP CONSTRAINT "credit_checkouts_status";--> statement-breakpoint
ALTER TABLE "credit_checkouts" ADD COLUMN "pack_name" text;--> statement-breakpoint
ALTER TABLE "credit_checkouts" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_checkouts" ADD CONSTRAINT "credit_checkouts_status" CHECK ("credit_checkouts"."status" in ('open', 'processing', 'fulfilled', 'failed', 'reversed', 'expired'));--> statement-breakpoint
-- Backfill: a payment is linked only once Stripe completed the session, so a linked checkout still
-- 'open' is a bank debit waiting to clear, and a linked one 'expired' is one whose debit failed
-- (when it failed is unknown: its start stands in).
UPDATE "credit_checkouts" SET "status" = 'processing' WHERE "status" = 'open' AND "payment_intent_id" IS NOT NULL;--> statement-breakpoint
UPDATE "credit_checkouts" SET "status" = 'failed', "failed_at" = "created_at" WHERE "status" = 'expired' AND "payment_intent_id" IS NOT NULL;
