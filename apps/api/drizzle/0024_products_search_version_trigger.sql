-- Numbers anew every change to a product that a process's suggestion index must learn of
-- (catalogue/service/search-index.ts): its search text, whether it is active, whether it is in stock,
-- and its sales (the order suggestions are drawn in). Price and other card columns are read live with
-- the cards, so their changes cost nothing here.
CREATE FUNCTION "products_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_version" := nextval('products_search_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_version_update" BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (
    OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."is_active" IS DISTINCT FROM NEW."is_active"
    OR (OLD."inventory" > 0) IS DISTINCT FROM (NEW."inventory" > 0)
    OR OLD."sold_count" IS DISTINCT FROM NEW."sold_count"
  )
  EXECUTE FUNCTION "products_search_version_bump"();
