CREATE TABLE "trade_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" jsonb,
	"valuation" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"valuation_lead_id" uuid,
	"accepted_lead_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"valued_at" timestamp (3) with time zone,
	"accepted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_valuation_lead_id_leads_id_fk" FOREIGN KEY ("valuation_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_accepted_lead_id_leads_id_fk" FOREIGN KEY ("accepted_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_ins_site_created" ON "trade_ins" USING btree ("site_id","created_at");