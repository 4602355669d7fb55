CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"units" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "stock_holds_units_check" CHECK ("stock_holds"."units" > 0),
	CONSTRAINT "stock_holds_item_type_check" CHECK ("stock_holds"."item_type" in ('product', 'bundle')),
	CONSTRAINT "stock_holds_state_check" CHECK ("stock_holds"."state" in ('held', 'used', 'released', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_holds_live_idx" ON "stock_holds" USING btree ("customer_id","item_type","item_id") WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "stock_holds_item_idx" ON "stock_holds" USING btree ("item_type","item_id") WHERE "stock_holds"."state" = 'held';