CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"count" integer NOT NULL,
	"price_at_add" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_count_check" CHECK ("cart_items"."count" >= 1),
	CONSTRAINT "cart_items_item_type_check" CHECK ("cart_items"."item_type" in (1, 2)),
	CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."price_at_add" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("customer_id","item_type","item_id");