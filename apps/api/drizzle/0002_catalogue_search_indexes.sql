CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree (("inventory" > 0) desc,"sold_count" desc,"id","price","price_by_discount","special_sale_price","special_sale_ends_at","created_at","category_id","brand_id","inventory") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree (("inventory" > 0) desc,"created_at" desc,"id") WHERE "products"."is_active";