CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"recipes" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Adds each word of `added` and takes away each word of `removed`, counting a text once per word
-- it holds; words whose count does not change are not written (most updates of a recipe).
CREATE FUNCTION "sprig_search_words_change"(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, recipes)
  SELECT word, sum(delta)::int FROM (
    SELECT w.word, t.delta FROM (
      SELECT body, 1 AS delta FROM unnest(added) AS a(body)
      UNION ALL
      SELECT body, -1 FROM unnest(removed) AS r(body)
    ) t, LATERAL (
      SELECT DISTINCT word FROM regexp_split_to_table(t.body, '[^[:alnum:]]+') AS word WHERE length(word) BETWEEN 3 AND 40
    ) w
  ) d
  GROUP BY word HAVING sum(delta) <> 0
  -- One order for every writer, so two that share words cannot deadlock.
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET recipes = greatest(s.recipes + excluded.recipes, 0)
$$;
--> statement-breakpoint
CREATE FUNCTION "sprig_recipes_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sprig_search_words_change(ARRAY(SELECT search_text FROM new_rows WHERE privacy_level = 'public'), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sprig_search_words_change(
      ARRAY(SELECT search_text FROM new_rows WHERE privacy_level = 'public'),
      ARRAY(SELECT search_text FROM old_rows WHERE privacy_level = 'public'));
  ELSE
    PERFORM sprig_search_words_change('{}', ARRAY(SELECT search_text FROM old_rows WHERE privacy_level = 'public'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_inserted" AFTER INSERT ON "recipes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sprig_recipes_search_words"();
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_updated" AFTER UPDATE ON "recipes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sprig_recipes_search_words"();
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_deleted" AFTER DELETE ON "recipes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sprig_recipes_search_words"();
--> statement-breakpoint
SELECT sprig_search_words_change(ARRAY(SELECT search_text FROM recipes WHERE privacy_level = 'public'), '{}');
