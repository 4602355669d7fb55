CREATE TABLE "landing_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_id" integer NOT NULL,
	"type" text NOT NULL,
	"configs" jsonb NOT NULL,
	"border" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_blocks" ADD CONSTRAINT "landing_blocks_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_blocks_landing_idx" ON "landing_blocks" USING btree ("landing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "landings_slug_idx" ON "landings" USING btree ("slug");