CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text,
	"body" text NOT NULL,
	"rating" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "comments_rating_check" CHECK ("comments"."rating" between 1 and 5),
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "comments_record_name_check" CHECK ("comments"."record_name" in ('product', 'bundle'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_record_idx" ON "comments" USING btree ("record_name","record_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_customer_body_idx" ON "comments" USING btree ("customer_id","record_name","record_id",md5("body"));