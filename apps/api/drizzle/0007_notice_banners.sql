CREATE TABLE "notice_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL
);
