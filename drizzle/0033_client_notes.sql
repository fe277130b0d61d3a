CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_notes_email_idx" ON "client_notes" USING btree ("email","created_at");