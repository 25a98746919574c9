CREATE TABLE "analytics_car_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"call_clicks" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_car_days_site_id_day_car_id_pk" PRIMARY KEY("site_id","day","car_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_dealership_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"dealership_id" integer NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"car_views" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"call_clicks" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"funnel_searched" integer DEFAULT 0 NOT NULL,
	"funnel_viewed" integer DEFAULT 0 NOT NULL,
	"funnel_enquired" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dealership_days_site_id_day_dealership_id_pk" PRIMARY KEY("site_id","day","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_event_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" smallint NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_days_site_id_day_event_pk" PRIMARY KEY("site_id","day","event")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"event" smallint NOT NULL,
	"page" text NOT NULL,
	"car_id" integer,
	"dealership_id" integer,
	"visitor" bigint,
	"source" text,
	"medium" text,
	"campaign" text,
	"device" text NOT NULL,
	"query" text,
	"results" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_lead_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"dealership_id" integer,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_lead_days_site_id_day_dealership_id_category_source_unique" UNIQUE NULLS NOT DISTINCT("site_id","day","dealership_id","category","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_days_site_id_day_page_device_pk" PRIMARY KEY("site_id","day","page","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"final_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"salt" text NOT NULL,
	CONSTRAINT "analytics_salts_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_search_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_search_days_site_id_day_query_pk" PRIMARY KEY("site_id","day","query")
);
--> statement-breakpoint
CREATE TABLE "analytics_site_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"car_views" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"call_clicks" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"funnel_searched" integer DEFAULT 0 NOT NULL,
	"funnel_viewed" integer DEFAULT 0 NOT NULL,
	"funnel_enquired" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_site_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_source_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"car_views" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_source_days_site_id_day_source_medium_campaign_pk" PRIMARY KEY("site_id","day","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "analytics_car_days" ADD CONSTRAINT "analytics_car_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dealership_days" ADD CONSTRAINT "analytics_dealership_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event_days" ADD CONSTRAINT "analytics_event_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_lead_days" ADD CONSTRAINT "analytics_lead_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_page_days" ADD CONSTRAINT "analytics_page_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD CONSTRAINT "analytics_rollup_state_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_salts" ADD CONSTRAINT "analytics_salts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_search_days" ADD CONSTRAINT "analytics_search_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_site_days" ADD CONSTRAINT "analytics_site_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_source_days" ADD CONSTRAINT "analytics_source_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_car_days_dealership" ON "analytics_car_days" USING btree ("site_id","dealership_id","day");--> statement-breakpoint
CREATE INDEX "analytics_car_days_car" ON "analytics_car_days" USING btree ("site_id","car_id","day");--> statement-breakpoint
CREATE INDEX "analytics_events_site_day" ON "analytics_events" USING btree ("site_id","day");