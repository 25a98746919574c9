CREATE TABLE "payment_accounts" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" text[] DEFAULT '{}' NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "payment_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"type" text NOT NULL,
	"object_id" text,
	"reservation_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_account" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_status_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "next_action" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_reservation" ON "payment_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_payment_ref" ON "reservations" USING btree ("payment_provider","payment_ref") WHERE "reservations"."payment_ref" is not null;