CREATE TABLE "account_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sign_in_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_sessions_hash_idx" ON "account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sessions_email_idx" ON "account_sessions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "account_sign_in_tokens_hash_idx" ON "account_sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sign_in_tokens_email_idx" ON "account_sign_in_tokens" USING btree ("email");