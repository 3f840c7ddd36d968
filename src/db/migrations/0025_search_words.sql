-- Free-text search finds words in every field a cook would look in (issue 19, ADR 0022): title,
-- subtitle, description, tags, categories, diet attributes, ingredient names and the author's name
-- (none for a private profile). The text is built here, by the database, for every writer alike;
-- src/domain/search.ts buildSearchText is the same text in TypeScript, the tests' reference.
CREATE FUNCTION "sprig_author_search_name"(first_name text, last_name text, username text, visible boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN visible IS NOT TRUE THEN ''
    WHEN btrim(coalesce(first_name, ''), E' \t\n\r\f\x0b') <> '' AND btrim(coalesce(last_name, ''), E' \t\n\r\f\x0b') <> ''
      THEN btrim(first_name, E' \t\n\r\f\x0b') || ' ' || btrim(last_name, E' \t\n\r\f\x0b')
    ELSE btrim(coalesce(username, ''), E' \t\n\r\f\x0b')
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "sprig_recipe_search_text"(r "recipes", author text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT string_agg(lower(btrim(replace(field, E'\x1f', ' '), E' \t\n\r\f\x0b')), E'\x1f' ORDER BY n)
  FROM unnest(
    ARRAY[r.title, coalesce(r.subtitle, ''), coalesce(r.description, '')]
      || r.tags || r.categories || r.dietary_attributes
      || ARRAY(SELECT coalesce(line->>'name', '') FROM jsonb_array_elements(r.ingredients) WITH ORDINALITY AS l(line, i) ORDER BY i)
      || ARRAY[coalesce(author, '')]
  ) WITH ORDINALITY AS f(field, n)
$$;
--> statement-breakpoint
CREATE FUNCTION "sprig_recipes_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := sprig_recipe_search_text(NEW, (
    SELECT sprig_author_search_name(u.first_name, u.last_name, u.username, u.profile_visible) FROM users u WHERE u.id = NEW.author_id
  ));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recipes_search_text" BEFORE INSERT OR UPDATE OF title, subtitle, description, tags, categories, dietary_attributes, ingredients, author_id, search_text
  ON "recipes" FOR EACH ROW EXECUTE FUNCTION "sprig_recipes_search_text"();
--> statement-breakpoint
-- An author's name or profile visibility changed: their recipes' text is built again.
CREATE FUNCTION "sprig_author_search_name_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes SET search_text = '' WHERE author_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_search_name" AFTER UPDATE OF first_name, last_name, username, profile_visible ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.username IS DISTINCT FROM NEW.username OR OLD.profile_visible IS DISTINCT FROM NEW.profile_visible)
  EXECUTE FUNCTION "sprig_author_search_name_changed"();
--> statement-breakpoint
UPDATE "recipes" SET "search_text" = '';
