CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"path" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_name" text NOT NULL,
	"purpose" text NOT NULL,
	"recommended_product" text NOT NULL,
	"amazon_link" text NOT NULL,
	"priority" integer DEFAULT 2 NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"featured_image" text,
	"servings" integer DEFAULT 4 NOT NULL,
	"prep_minutes" integer,
	"cook_minutes" integer,
	"total_minutes" integer,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"recipe_tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"privacy_level" text DEFAULT 'public' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"category_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"first_name" text,
	"last_name" text,
	"avatar_url" text,
	"role" text DEFAULT 'member' NOT NULL,
	"bio" text,
	"profile_visible" boolean DEFAULT true NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"measurement_unit" text DEFAULT 'metric' NOT NULL,
	"age" integer,
	"height" real,
	"weight" real,
	"gender" text,
	"activity_level" text,
	"dietary_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"nutritional_goal" text,
	"bmr" real,
	"maintenance_calories" real,
	"weight_loss_calories" real,
	"weight_gain_calories" real,
	"protein_grams" real,
	"carbs_grams" real,
	"fat_grams" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_type_time_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_time_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_tools_name_key" ON "kitchen_tools" USING btree (lower("tool_name"));--> statement-breakpoint
CREATE INDEX "kitchen_tools_category_idx" ON "kitchen_tools" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "recipes_author_idx" ON "recipes" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "recipes_featured_idx" ON "recipes" USING btree ("id") WHERE "recipes"."is_featured" and "recipes"."privacy_level" = 'public';--> statement-breakpoint
CREATE INDEX "recipes_category_keys_idx" ON "recipes" USING gin ("category_keys");--> statement-breakpoint
CREATE INDEX "recipes_tag_keys_idx" ON "recipes" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "recipes_search_trgm" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin (lower("username") gin_trgm_ops);