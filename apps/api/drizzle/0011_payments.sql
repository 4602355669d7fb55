CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"authority" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"code" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_state_check" CHECK ("payment_attempts"."state" in ('requested', 'paid', 'failed', 'refunded')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"callback_url" text NOT NULL,
	"description" text NOT NULL,
	"mobile" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_authority_idx" ON "payment_attempts" USING btree ("gateway","authority");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid_idx" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_requested_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "orders_expiring_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 10;--> statement-breakpoint
-- Written by hand: the tables' modules sit on one rung of the ladder and do not import each other.
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict;
