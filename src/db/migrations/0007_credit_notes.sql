ALTER TABLE "credit_transactions" ADD COLUMN "note" text;--> statement-breakpoint
-- Admin grants and revokes used to carry their reason inside the reference ('admin:<uuid>:<reason>').
-- The reason moves to the note; the reference keeps 'admin:<uuid>', still unique per kind.
UPDATE "credit_transactions"
SET "note" = substr("reference", 44), "reference" = substr("reference", 1, 42)
WHERE "reference" ~ '^admin:[0-9a-f-]{36}:';
