CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_site_phone" UNIQUE("site_id","phone")
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_car" UNIQUE("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"car_id" integer,
	"dealership_id" integer,
	"location_id" integer,
	"source" text DEFAULT 'Website' NOT NULL,
	"url" text,
	"user_agent" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lead_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"location_type" text DEFAULT '' NOT NULL,
	"location_subtype" text,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locations_dealership_slug" UNIQUE("dealership_id","slug")
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text,
	CONSTRAINT "special_hours_location_date" UNIQUE("location_id","date")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"category" text,
	"manufacturer_name" text,
	"model" jsonb,
	"image_url" text,
	"excluded_website_ids" integer[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "promo_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"display" text[] DEFAULT '{}' NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"start" timestamp with time zone,
	"expiry" timestamp with time zone,
	"node" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"review_date" date NOT NULL,
	"reply_text" text,
	"reply_date" date,
	"image_url" text,
	CONSTRAINT "reviews_location_source" UNIQUE("location_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"name" text NOT NULL,
	"carsales_title" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"year" integer NOT NULL,
	"colour" text,
	"interior_colour" text,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2),
	"before_price" numeric(12, 2),
	"offer_price" numeric(12, 2),
	"subscription_price" numeric(12, 2),
	"weekly_price" numeric(12, 2),
	"price_type" text,
	"preorder" boolean DEFAULT false NOT NULL,
	"km" integer,
	"build_date" text,
	"compliance_date" text,
	"rego_expiry" text,
	"regplate" text,
	"stocknum" text,
	"vin" text,
	"nvic" text,
	"seats" integer,
	"doors" integer,
	"drive" text,
	"engine_size" text,
	"simple_body" text,
	"simple_fuel" text,
	"simple_transmission" text,
	"trans" text,
	"gearnum" integer,
	"fuel" text,
	"body" text,
	"bodyconfiguration" text,
	"manufacturer_body" text,
	"dealercomments" text,
	"views" integer DEFAULT 0 NOT NULL,
	"city" text,
	"state" text,
	"private_suburb" text,
	"private_postcode" text,
	"item_type" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"filtered_features" text[] DEFAULT '{}' NOT NULL,
	"file_url" text,
	"primary_image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant" jsonb,
	"specifications" jsonb,
	"autograb_data" jsonb,
	"youx_quote" jsonb,
	"reserve_deposit" integer,
	"checkout_enabled" boolean DEFAULT false NOT NULL,
	"trade_in_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"manufacturer_body" text,
	"override_url" text,
	"status" text DEFAULT 'current' NOT NULL,
	CONSTRAINT "models_manufacturer_slug" UNIQUE("manufacturer_id","slug")
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_name" text,
	"phone" text,
	"email" text,
	"youtube_url" text,
	"autograb" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stock_version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_dealerships" (
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text DEFAULT 'default' NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"logo_url" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_nodes" ADD CONSTRAINT "promo_nodes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_entries_car_id_index" ON "watchlist_entries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_site_id_created_at_index" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "special_hours_location_id_index" ON "special_hours" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "promo_nodes_site_id_index" ON "promo_nodes" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "reviews_location_id_index" ON "reviews" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum" ON "cars" USING btree ("dealership_id","stocknum") WHERE "cars"."stocknum" is not null;--> statement-breakpoint
CREATE INDEX "cars_dealership_vin" ON "cars" USING btree ("dealership_id","vin");--> statement-breakpoint
CREATE INDEX "cars_dealership_status" ON "cars" USING btree ("dealership_id","status");