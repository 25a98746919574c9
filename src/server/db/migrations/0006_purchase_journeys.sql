CREATE TABLE "purchase_journeys" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"reservation_id" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"submitted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_journeys_site_created" ON "purchase_journeys" USING btree ("site_id","created_at");