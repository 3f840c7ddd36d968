ALTER TABLE "credit_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_reason" CHECK ("credit_transactions"."reason" in ('signup_bonus'));--> statement-breakpoint
-- The sign-up bonus gets its own reason code (issue 16), so the credits screen names it without
-- guessing from how soon after the account it came. Rows written before it are the promotional
-- grants whose idempotency reference is 'signup:<user id>' (one per account).
UPDATE "credit_transactions" SET "reason" = 'signup_bonus' WHERE "kind" = 'promotional_grant' AND "reference" = 'signup:' || "user_id" AND "reason" IS NULL;
