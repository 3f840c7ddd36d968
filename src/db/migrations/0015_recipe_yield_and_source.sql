ALTER TABLE "recipes" ADD COLUMN "yield_text" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_site_name" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_author" text;