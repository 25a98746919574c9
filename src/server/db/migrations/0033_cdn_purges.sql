CREATE TABLE "cdn_purges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdn_purges_site_unique" UNIQUE("site")
);
--> statement-breakpoint
CREATE TABLE "cdn_servers" (
	"server_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp (3) with time zone NOT NULL,
	"versions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cdn_purges_due" ON "cdn_purges" USING btree ("next_attempt_at") WHERE "cdn_purges"."status" = 'pending';