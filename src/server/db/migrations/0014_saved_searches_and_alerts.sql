CREATE TABLE "alert_digests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"local_date" text NOT NULL,
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
	CONSTRAINT "alert_digests_user_day" UNIQUE("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"saved_search_id" integer,
	"car_id" integer NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"digest_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"alerts_on" boolean DEFAULT true NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"query" text NOT NULL,
	"channel" text NOT NULL,
	"alerts_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_digest_id_alert_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."alert_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_settings" ADD CONSTRAINT "price_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_digests_due" ON "alert_digests" USING btree ("next_attempt_at") WHERE "alert_digests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_digests_site_id_created_at_index" ON "alert_digests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_new_match" ON "alert_events" USING btree ("saved_search_id","car_id") WHERE "alert_events"."kind" = 'new_match';--> statement-breakpoint
CREATE INDEX "alert_events_undigested" ON "alert_events" USING btree ("site_id","user_id") WHERE "alert_events"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "alert_events_digest_id_index" ON "alert_events" USING btree ("digest_id");--> statement-breakpoint
CREATE INDEX "alert_events_car_id_index" ON "alert_events" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query" ON "saved_searches" USING btree ("user_id",lower("query"));--> statement-breakpoint
CREATE INDEX "saved_searches_site_id_index" ON "saved_searches" USING btree ("site_id");