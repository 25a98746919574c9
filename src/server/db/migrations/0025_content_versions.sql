CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"revision" integer NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"rollback_of" integer,
	"data" jsonb NOT NULL,
	"changed" text[] DEFAULT '{}' NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_item_revision" UNIQUE("site_id","kind","item_key","revision")
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_site_kind" ON "content_versions" USING btree ("site_id","kind","created_at");