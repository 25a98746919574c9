CREATE TABLE "home_pages" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"hero_heading" text,
	"hero_text" text,
	"hero_image_url" text,
	"hero_image_alt" text,
	"hero_button_text" text,
	"hero_button_link" text,
	"sections" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_pages" ADD CONSTRAINT "home_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;