CREATE TABLE "observes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	CONSTRAINT "observes_item_type_check" CHECK ("observes"."item_type" in ('product', 'bundle')),
	CONSTRAINT "observes_state_check" CHECK ("observes"."state" in ('waiting', 'held', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "visit_counts" (
	"day" date NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "visit_counts_day_record_type_record_id_pk" PRIMARY KEY("day","record_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"observe_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"tokens" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"tries" smallint DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "wholesale_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "observes" ADD CONSTRAINT "observes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_notices" ADD CONSTRAINT "waitlist_notices_observe_id_observes_id_fk" FOREIGN KEY ("observe_id") REFERENCES "public"."observes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_requests" ADD CONSTRAINT "wholesale_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "observes_live_idx" ON "observes" USING btree ("customer_id","item_type","item_id") WHERE "observes"."state" in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "observes_line_idx" ON "observes" USING btree ("item_type","item_id","id") WHERE "observes"."state" in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "visit_counts_type_day_idx" ON "visit_counts" USING btree ("record_type","day");--> statement-breakpoint
CREATE INDEX "waitlist_notices_due_idx" ON "waitlist_notices" USING btree ("id") WHERE "waitlist_notices"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_requests_customer_product_idx" ON "wholesale_requests" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "wholesale_requests_created_idx" ON "wholesale_requests" USING btree ("created_at");