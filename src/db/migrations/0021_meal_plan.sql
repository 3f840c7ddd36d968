CREATE TABLE "meal_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" integer,
	"note" text,
	"servings" real,
	"portions" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_entries_meal" CHECK ("meal_plan_entries"."meal" in ('breakfast', 'lunch', 'dinner', 'snack')),
	CONSTRAINT "meal_plan_entries_recipe_or_note" CHECK (not ("meal_plan_entries"."recipe_id" is not null and "meal_plan_entries"."note" is not null)),
	CONSTRAINT "meal_plan_entries_portions" CHECK ("meal_plan_entries"."portions" is null or "meal_plan_entries"."servings" is null or "meal_plan_entries"."portions" <= "meal_plan_entries"."servings")
);
--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_user_day_idx" ON "meal_plan_entries" USING btree ("user_id","day");