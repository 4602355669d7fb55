-- Numbers anew every change to a product that a process's suggestion index must learn of
-- (catalogue/service/search-index.ts): what it searches (the search text, whether the product is
-- active), the order it draws suggestions in (in stock or not, sales) and what a suggestion shows
-- (name, address, picture, prices, pack size, brand). Stock moves that leave a product in stock, and
-- ratings, change none of these and cost nothing here. A column added to the suggestion's card must
-- be added to this list.
CREATE FUNCTION "products_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_version" := nextval('products_search_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_version_update" BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."inventory" > 0) IS DISTINCT FROM (NEW."inventory" > 0)
    OR (OLD."search_text", OLD."is_active", OLD."sold_count", OLD."name", OLD."slug", OLD."image",
        OLD."brand_id", OLD."price", OLD."price_by_discount", OLD."special_sale_price",
        OLD."special_sale_ends_at", OLD."coming_soon", OLD."volume", OLD."unit")
      IS DISTINCT FROM
       (NEW."search_text", NEW."is_active", NEW."sold_count", NEW."name", NEW."slug", NEW."image",
        NEW."brand_id", NEW."price", NEW."price_by_discount", NEW."special_sale_price",
        NEW."special_sale_ends_at", NEW."coming_soon", NEW."volume", NEW."unit")
  )
  EXECUTE FUNCTION "products_search_version_bump"();
