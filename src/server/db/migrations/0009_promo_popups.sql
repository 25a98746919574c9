CREATE TABLE "promo_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"image_alt" text,
	"button_text" text,
	"button_url" text,
	"start" timestamp with time zone,
	"expiry" timestamp with time zone,
	CONSTRAINT "promo_popups_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
ALTER TABLE "promo_popups" ADD CONSTRAINT "promo_popups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;