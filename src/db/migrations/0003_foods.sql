CREATE TABLE "food_names" (
	"food_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "food_names_food_id_name_pk" PRIMARY KEY("food_id","name")
);
--> statement-breakpoint
CREATE TABLE "food_portions" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"position" integer NOT NULL,
	"unit" text,
	"description" text NOT NULL,
	"grams" real NOT NULL,
	"borrowed_ndb" text
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"category" text,
	"curated" boolean DEFAULT false NOT NULL,
	"energy_kcal" real,
	"protein_g" real,
	"fat_g" real,
	"saturated_fat_g" real,
	"monounsaturated_fat_g" real,
	"polyunsaturated_fat_g" real,
	"trans_fat_g" real,
	"carbohydrate_g" real,
	"fiber_g" real,
	"sugars_g" real,
	"sodium_mg" real,
	"cholesterol_mg" real,
	"grams_per_ml" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_names" ADD CONSTRAINT "food_names_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_portions" ADD CONSTRAINT "food_portions_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_names_name_idx" ON "food_names" USING btree ("name");--> statement-breakpoint
CREATE INDEX "food_names_name_trgm" ON "food_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "food_portions_food_idx" ON "food_portions" USING btree ("food_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_source_key" ON "foods" USING btree ("source","source_id") WHERE not "foods"."curated";--> statement-breakpoint
CREATE UNIQUE INDEX "foods_curated_name_key" ON "foods" USING btree (lower("name")) WHERE "foods"."curated";--> statement-breakpoint
CREATE INDEX "foods_source_idx" ON "foods" USING btree ("source","source_id");