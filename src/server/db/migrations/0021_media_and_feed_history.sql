CREATE TABLE "car_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealership_id" integer NOT NULL,
	"stock_key" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"site_id" integer,
	"dealership_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"report" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_photos_car" ON "car_photos" USING btree ("dealership_id","stock_key","position");--> statement-breakpoint
CREATE INDEX "feed_imports_site" ON "feed_imports" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "feed_imports_dealerships" ON "feed_imports" USING gin ("dealership_ids");