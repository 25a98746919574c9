CREATE TABLE "car_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_key" text NOT NULL,
	"hidden" boolean,
	"featured" boolean,
	"special_price" numeric(12, 2),
	"special_from" timestamp with time zone,
	"special_until" timestamp with time zone,
	"dealer_comments" text,
	"tag" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "car_overrides_dealership_car" UNIQUE("dealership_id","car_key")
);
--> statement-breakpoint
ALTER TABLE "car_overrides" ADD CONSTRAINT "car_overrides_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_overrides" ADD CONSTRAINT "car_overrides_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_overrides_hidden" ON "car_overrides" USING btree ("dealership_id") WHERE "car_overrides"."hidden";