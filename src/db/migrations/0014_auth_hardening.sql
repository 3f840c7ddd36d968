-- Sign-in lockouts are kept per (e-mail, client address) instead of per e-mail, so a stranger can
-- no longer lock an account for everyone. The old rows are exactly those account-wide locks and
-- only last 15 minutes: they are dropped rather than carried over.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_client_pk" PRIMARY KEY("email","client");--> statement-breakpoint
-- Sign-up by e-mailed link (docs/decisions/0010): the pending sign-ups and the sign-up mails sent per address.
CREATE TABLE "pending_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "signup_mails_email_idx" ON "signup_mails" USING btree ("email","sent_at");
