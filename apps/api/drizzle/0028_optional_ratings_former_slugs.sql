CREATE TABLE "former_slugs" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"slug" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_slugs_kind_record_id_slug_pk" PRIMARY KEY("kind","record_id","slug"),
	CONSTRAINT "former_slugs_kind_check" CHECK ("former_slugs"."kind" in ('product', 'category', 'brand', 'bundle'))
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_rating_check";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "former_slugs_slug_idx" ON "former_slugs" USING btree ("kind","slug");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_rating_check" CHECK ("comments"."rating" is null or "comments"."rating" between 1 and 5);