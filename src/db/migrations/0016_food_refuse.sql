ALTER TABLE "foods" ADD COLUMN "refuse_pct" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "refuse_description" text;