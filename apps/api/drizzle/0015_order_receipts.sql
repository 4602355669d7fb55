ALTER TABLE "orders" ADD COLUMN "receipt_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_uploaded_at" timestamp with time zone;