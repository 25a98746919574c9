CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_token" text NOT NULL,
	"payment_ref" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"held_at" timestamp (3) with time zone,
	"captured_at" timestamp (3) with time zone,
	"released_at" timestamp (3) with time zone,
	"refunded_at" timestamp (3) with time zone,
	"lead_id" uuid,
	"locked_until" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency_key" ON "reservations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_site_created" ON "reservations" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_open" ON "reservations" USING btree ("updated_at") WHERE "reservations"."status" in ('pending', 'held', 'cancelled', 'expired');