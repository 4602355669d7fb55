CREATE SEQUENCE "public"."products_search_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" bigint DEFAULT nextval('products_search_version_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_version_idx" ON "products" USING btree ("search_version","id");