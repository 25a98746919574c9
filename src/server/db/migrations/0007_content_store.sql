CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"blocks" jsonb,
	"author" text,
	"image_url" text,
	"image_alt" text,
	"seo_description" text,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"blocks" jsonb,
	"seo_description" text,
	"image_url" text,
	"image_alt" text,
	"call_to_action" jsonb,
	"published_from" timestamp with time zone,
	"published_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_site_slug" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "guarantee_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"detail" text,
	"icon" text,
	"link_url" text
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_items" ADD CONSTRAINT "guarantee_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_site_category_published" ON "blog_articles" USING btree ("site_id","category","published_at");--> statement-breakpoint
CREATE INDEX "guarantee_items_site_id_position_index" ON "guarantee_items" USING btree ("site_id","position");