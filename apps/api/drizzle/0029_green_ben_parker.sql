CREATE TABLE "sms_budget_alerts" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"budget" integer NOT NULL,
	"over_budget" integer NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_quotas" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sms_quotas_scope_subject_window_start_pk" PRIMARY KEY("scope","subject","window_start")
);
--> statement-breakpoint
DROP INDEX "order_notices_due_idx";--> statement-breakpoint
ALTER TABLE "order_notices" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_notices" ADD COLUMN "drop_reason" text;--> statement-breakpoint
CREATE INDEX "order_notices_due_idx" ON "order_notices" USING btree ("created_at") WHERE "order_notices"."sent_at" is null and "order_notices"."dropped_at" is null;