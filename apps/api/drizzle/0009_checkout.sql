CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"number" text NOT NULL,
	"unit" text,
	"postal_code" text,
	"locality" text,
	"district" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"code_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"shipping_cost_value" bigint,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_centres_discount_check" CHECK ("company_centres"."discount_percent" between 0 and 100),
	CONSTRAINT "company_centres_shipping_check" CHECK ("company_centres"."shipping_cost_value" is null or "company_centres"."shipping_cost_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_companies" (
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_companies_customer_id_pk" PRIMARY KEY("customer_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"image" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"real_price" bigint DEFAULT 0 NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"tracking_code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"selling_type" smallint NOT NULL,
	"address_id" integer,
	"company_id" integer,
	"centre_id" integer,
	"destination" jsonb NOT NULL,
	"slot_id" integer NOT NULL,
	"slot_starts_at" timestamp with time zone NOT NULL,
	"slot_ends_at" timestamp with time zone NOT NULL,
	"posting_method_id" integer NOT NULL,
	"posting_title" text NOT NULL,
	"posting_description" text DEFAULT '' NOT NULL,
	"payment_port" smallint NOT NULL,
	"periodic_type" smallint NOT NULL,
	"note" text,
	"coupon_id" integer,
	"coupon_code" text,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"company_discount" bigint DEFAULT 0 NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"slot_price" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"wallet_spent" bigint DEFAULT 0 NOT NULL,
	"debt_paid" bigint DEFAULT 0 NOT NULL,
	"payable" bigint DEFAULT 0 NOT NULL,
	"freeze_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (10, 40, 50, 60, 70, 80)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."payable" >= 0 and "orders"."total" >= 0 and "orders"."wallet_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"value" bigint NOT NULL,
	"flooring" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in (1, 2)),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."type" = 2 or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."used" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"centre_id" integer,
	"day" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slots_taken_check" CHECK ("delivery_slots"."taken" >= 0 and "delivery_slots"."taken" <= "delivery_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "payment_port_customers" (
	"port_id" smallint NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "payment_port_customers_port_id_customer_id_pk" PRIMARY KEY("port_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_ports" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_ports_audience_check" CHECK ("payment_ports"."audience" in ('all', 'listed'))
);
--> statement-breakpoint
CREATE TABLE "posting_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"free_for_companies" integer[] DEFAULT '{}' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "slot_templates_weekday_check" CHECK ("slot_templates"."weekday" between 0 and 6),
	CONSTRAINT "slot_templates_hours_check" CHECK ("slot_templates"."start_minute" >= 0 and "slot_templates"."start_minute" < "slot_templates"."end_minute" and "slot_templates"."end_minute" <= 1440),
	CONSTRAINT "slot_templates_capacity_check" CHECK ("slot_templates"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_centres" ADD CONSTRAINT "company_centres_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_port_customers" ADD CONSTRAINT "payment_port_customers_port_id_payment_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."payment_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_port_customers" ADD CONSTRAINT "payment_port_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_centre_id_company_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."company_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_main_idx" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_idx" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "company_centres_company_idx" ON "company_centres" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_customer_idx" ON "wallet_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_code_idx" ON "orders" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_template_day_idx" ON "delivery_slots" USING btree ("template_id","day");--> statement-breakpoint
CREATE INDEX "delivery_slots_starts_idx" ON "delivery_slots" USING btree ("starts_at");