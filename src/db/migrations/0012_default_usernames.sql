ALTER TABLE "users" ADD COLUMN "profile_completed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every member gets a public username (issue 14), so nobody is ever named by their e-mail address.
-- Accounts made before had none: they get 'cook_' and 10 hex digits of a hash of their id (unique in
-- practice, and it says nothing about the person), and keep the first-time welcome on /profile.
UPDATE "users" SET "username" = 'cook_' || substr(md5("id"), 1, 10), "profile_completed" = false WHERE "username" IS NULL OR btrim("username") = '';
