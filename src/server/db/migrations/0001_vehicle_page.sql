CREATE TABLE "phone_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_car_id_created_at_index" ON "phone_reveals" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_site_id_created_at_index" ON "phone_reveals" USING btree ("site_id","created_at");