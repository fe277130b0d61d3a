CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_single_row" CHECK ("site_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
