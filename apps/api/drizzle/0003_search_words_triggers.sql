-- Keeps search_words (the vocabulary misspelt search words are corrected against) fed from
-- products.search_text, whoever writes products. Inserts are handled per statement through a
-- transition table, so a seed of 100,000 rows costs one pass per batch, not one per row; updates
-- per row and only when search_text changes (stock and price updates pay nothing).
CREATE FUNCTION "search_words_add"(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_words" ("word", "products")
  SELECT w, count(*) FROM unnest(texts) AS t(search_text), unnest(string_to_array(t.search_text, ' ')) AS w
  WHERE w <> ''
  GROUP BY w
  ON CONFLICT ("word") DO UPDATE SET "products" = "search_words"."products" + excluded."products";
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(ARRAY(SELECT "search_text" FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(ARRAY[NEW."search_text"]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "products_search_words_updated"();--> statement-breakpoint
SELECT "search_words_add"(ARRAY(SELECT "search_text" FROM "products"));
