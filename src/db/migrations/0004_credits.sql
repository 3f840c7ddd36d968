CREATE TABLE "credit_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"feature" text,
	"related_id" bigint,
	"reference" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transactions_balance_nonnegative" CHECK ("credit_transactions"."balance_after" >= 0),
	CONSTRAINT "credit_transactions_kind" CHECK ("credit_transactions"."kind" in ('purchase', 'spend', 'hold', 'release', 'refund', 'grant', 'promotional_grant', 'expiry'))
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_related_id_credit_transactions_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."credit_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transactions_user_idx" ON "credit_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_related_key" ON "credit_transactions" USING btree ("related_id") WHERE "credit_transactions"."related_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_reference_key" ON "credit_transactions" USING btree ("kind","reference") WHERE "credit_transactions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "credit_transactions_expiry_idx" ON "credit_transactions" USING btree ("expires_at") WHERE "credit_transactions"."kind" = 'promotional_grant';--> statement-breakpoint
-- Balances from before the ledger become an opening grant, so every ledger sums to its balance.
INSERT INTO "credit_transactions" ("user_id", "kind", "amount", "balance_after", "reference")
SELECT "id", 'grant', "credits", "credits", 'opening-balance:' || "id" FROM "users" WHERE "credits" > 0;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credits_nonnegative" CHECK ("users"."credits" >= 0);