-- Issue 19's filters and the cards' count, stored beside each recipe so every writer gets them
-- without knowing (generated columns). Each function is the SQL form of a TypeScript reference the
-- API tests hold it to: sprig_not_counted is domain/nutrition-coverage isNotCounted counted,
-- sprig_ingredient_key is domain/ingredient-filter ingredientKey, sprig_keys is domain/search buildKeys.
-- Those that call another of ours keep the search path they were made with: a dump's restore
-- empties it while it loads the rows, and each row's columns are worked out then.
CREATE OR REPLACE FUNCTION "sprig_not_counted"(ingredients jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT count(*)::int FROM jsonb_array_elements(ingredients) line
  WHERE jsonb_typeof(line->'quantity') IS DISTINCT FROM 'null' AND jsonb_typeof(line->'nutrition') = 'null'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_ingredient_word"(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(word) > 4 AND word LIKE '%ies' THEN left(word, -3) || 'y'
    WHEN length(word) > 4 AND word ~ '(oes|ches|shes|xes|zes|sses)$' THEN left(word, -2)
    WHEN length(word) > 3 AND word LIKE '%s' AND word !~ '(ss|us)$' THEN left(word, -1)
    ELSE word
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_ingredient_key"(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT coalesce(' ' || string_agg(sprig_ingredient_word(w), ' ' ORDER BY n) || ' ', '')
  FROM regexp_split_to_table(lower(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g')), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n)
  WHERE w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_ingredient_keys"(ingredients jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT coalesce(array_agg(k ORDER BY i), '{}') FROM (
    SELECT i, sprig_ingredient_key(coalesce(line->>'name', '')) AS k FROM jsonb_array_elements(ingredients) WITH ORDINALITY AS l(line, i)
  ) keyed WHERE k <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sprig_keys"(vals text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT coalesce(array_agg(k ORDER BY first), '{}') FROM (
    SELECT lower(sprig_trim_spaces(replace(v, E'\x1f', ' '))) AS k, min(n) AS first FROM unnest(vals) WITH ORDINALITY AS u(v, n) GROUP BY 1
  ) keyed WHERE k <> ''
$$;
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "not_counted" integer GENERATED ALWAYS AS (sprig_not_counted(ingredients)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_keys" text[] GENERATED ALWAYS AS (sprig_ingredient_keys(ingredients)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "diet_keys" text[] GENERATED ALWAYS AS (sprig_keys(dietary_attributes)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_diet_keys_idx" ON "recipes" USING gin ("diet_keys");
