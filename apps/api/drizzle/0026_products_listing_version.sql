-- The process's catalogue index now answers listings too (catalogue/service/listing-index.ts,
-- decision 078), whose cards show the stock itself, the most a customer may buy, the rating, the
-- colour and the category, and are ordered by the time a product was added. A product's search
-- version is taken anew on every change to any of those as well as to what migration 0024 listed:
-- every stock move now costs a `nextval`. A column added to a listing's card must be added here.
DROP TRIGGER "products_search_version_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_version_update" BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."search_text", OLD."is_active", OLD."sold_count", OLD."name", OLD."slug", OLD."image",
     OLD."brand_id", OLD."price", OLD."price_by_discount", OLD."special_sale_price",
     OLD."special_sale_ends_at", OLD."coming_soon", OLD."volume", OLD."unit",
     OLD."inventory", OLD."max_count", OLD."category_id", OLD."color_name", OLD."color_code",
     OLD."rating_count", OLD."rating_total", OLD."created_at")
      IS DISTINCT FROM
    (NEW."search_text", NEW."is_active", NEW."sold_count", NEW."name", NEW."slug", NEW."image",
     NEW."brand_id", NEW."price", NEW."price_by_discount", NEW."special_sale_price",
     NEW."special_sale_ends_at", NEW."coming_soon", NEW."volume", NEW."unit",
     NEW."inventory", NEW."max_count", NEW."category_id", NEW."color_name", NEW."color_code",
     NEW."rating_count", NEW."rating_total", NEW."created_at")
  )
  EXECUTE FUNCTION "products_search_version_bump"();
