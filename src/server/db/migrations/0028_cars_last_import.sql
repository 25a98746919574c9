ALTER TABLE "feed_imports" ALTER COLUMN "finished_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "feed_imports" ALTER COLUMN "finished_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "last_import_id" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_last_import_id_feed_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."feed_imports"("id") ON DELETE set null ON UPDATE no action;