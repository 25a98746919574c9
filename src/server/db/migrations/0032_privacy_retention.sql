CREATE TABLE "privacy_purges" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"claimed_until" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymised_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "anonymised_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "privacy_purges" ADD CONSTRAINT "privacy_purges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;