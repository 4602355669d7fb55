CREATE TABLE "periodic_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"periodic_type" smallint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"first_order_id" integer NOT NULL,
	"last_order_id" integer NOT NULL,
	"address_id" integer,
	"centre_id" integer,
	"posting_method_id" integer NOT NULL,
	"payment_port" smallint NOT NULL,
	"use_wallet" boolean DEFAULT false NOT NULL,
	"note" text,
	"window_start_minute" smallint NOT NULL,
	"window_end_minute" smallint NOT NULL,
	"lines" jsonb NOT NULL,
	"next_day" date NOT NULL,
	"reminded_day" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "periodic_plans_type_check" CHECK ("periodic_plans"."periodic_type" in (3, 4)),
	CONSTRAINT "periodic_plans_state_check" CHECK ("periodic_plans"."state" in ('active', 'stopped')),
	CONSTRAINT "periodic_plans_place_check" CHECK (("periodic_plans"."address_id" is null) <> ("periodic_plans"."centre_id" is null))
);
--> statement-breakpoint
ALTER TABLE "periodic_plans" ADD CONSTRAINT "periodic_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "periodic_plans_customer_idx" ON "periodic_plans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "periodic_plans_due_idx" ON "periodic_plans" USING btree ("next_day") WHERE "periodic_plans"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "periodic_plans_first_order_idx" ON "periodic_plans" USING btree ("first_order_id");