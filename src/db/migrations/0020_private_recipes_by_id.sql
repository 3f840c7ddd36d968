DROP INDEX "recipes_private_author_idx";--> statement-breakpoint
CREATE INDEX "recipes_private_author_id_idx" ON "recipes" USING btree ("author_id","id") WHERE "recipes"."privacy_level" <> 'public';