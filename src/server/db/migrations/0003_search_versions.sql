ALTER TABLE "sites" ADD COLUMN "listing_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_dealership_id" ON "cars" USING btree ("dealership_id","id");