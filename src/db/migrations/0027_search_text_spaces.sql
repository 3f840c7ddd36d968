-- The search text trims the same spaces as src/domain/search.ts (JavaScript's trim: ASCII
-- whitespace and Unicode spaces such as the no-break space pasted from web pages), so the text the
-- database builds and the tests' reference agree on every field; migration 0025 trimmed ASCII only.
CREATE OR REPLACE FUNCTION "sprig_trim_spaces"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(value, E' \t\n\r\f\x0b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_author_search_name"(first_name text, last_name text, username text, visible boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN visible IS NOT TRUE THEN ''
    WHEN sprig_trim_spaces(coalesce(first_name, '')) <> '' AND sprig_trim_spaces(coalesce(last_name, '')) <> ''
      THEN sprig_trim_spaces(first_name) || ' ' || sprig_trim_spaces(last_name)
    ELSE sprig_trim_spaces(coalesce(username, ''))
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_recipe_search_text"(r "recipes", author text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT string_agg(lower(sprig_trim_spaces(replace(field, E'\x1f', ' '))), E'\x1f' ORDER BY n)
  FROM unnest(
    ARRAY[r.title, coalesce(r.subtitle, ''), coalesce(r.description, '')]
      || r.tags || r.categories || r.dietary_attributes
      || ARRAY(SELECT coalesce(line->>'name', '') FROM jsonb_array_elements(r.ingredients) WITH ORDINALITY AS l(line, i) ORDER BY i)
      || ARRAY[coalesce(author, '')]
  ) WITH ORDINALITY AS f(field, n)
$$;
--> statement-breakpoint
-- A word missing from the vocabulary is never stored with a count below zero (counts out of step
-- would otherwise carry a debt into the next recipe that holds it).
CREATE OR REPLACE FUNCTION "sprig_search_words_change"(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, recipes)
  SELECT word, greatest(sum(delta), 0)::int FROM (
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
-- Emptying the recipes table empties their vocabulary (no row trigger runs on TRUNCATE).
CREATE FUNCTION "sprig_recipes_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_truncated" AFTER TRUNCATE ON "recipes" FOR EACH STATEMENT EXECUTE FUNCTION "sprig_recipes_truncated"();
--> statement-breakpoint
-- Rebuilt only where the new trimming changes it.
UPDATE "recipes" r SET "search_text" = '' WHERE r.search_text IS DISTINCT FROM sprig_recipe_search_text(r, (
  SELECT sprig_author_search_name(u.first_name, u.last_name, u.username, u.profile_visible) FROM users u WHERE u.id = r.author_id
));
