-- Sign-in lockouts are kept per (e-mail, client address) instead of per e-mail, so a stranger can
-- no longer lock an account for everyone. The old rows are exactly those account-wide locks and
-- only last 15 minutes: they are dropped rather than carried over.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_client_pk" PRIMARY KEY("email","client");
