CREATE TABLE "meal_plan_links" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_links_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "meal_plan_links_kind" CHECK ("meal_plan_links"."kind" in ('share', 'calendar'))
);
--> statement-breakpoint
ALTER TABLE "meal_plan_links" ADD CONSTRAINT "meal_plan_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_links_token_idx" ON "meal_plan_links" USING btree ("token_hash");