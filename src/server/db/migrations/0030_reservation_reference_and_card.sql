ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminded_for" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_reference" ON "reservations" USING btree ("site_id","reference");