CREATE TABLE "shopper_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_notices_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "dealer_offer" jsonb;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "offer_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_notices" ADD CONSTRAINT "shopper_notices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_notices_due" ON "shopper_notices" USING btree ("next_attempt_at") WHERE "shopper_notices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shopper_notices_subject" ON "shopper_notices" USING btree ("subject_type","subject_id");