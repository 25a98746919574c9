ALTER TABLE "cars" ADD COLUMN "written_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "cars_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_dealership_written_xid" ON "cars" USING btree ("dealership_id","written_xid");--> statement-breakpoint
-- Every write of a car records its transaction (decision 0086), whoever writes it (an import, staff, plain
-- SQL): a search index reloads the cars written by transactions it had not seen. A car page's view count
-- alone (vehicle/engagement.ts) is not shown by search and keeps the car's mark, so a view stays a HOT update.
CREATE FUNCTION "cars_written_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."views" IS DISTINCT FROM OLD."views"
     AND to_jsonb(NEW) - 'views' = to_jsonb(OLD) - 'views' THEN
    RETURN NEW;
  END IF;
  NEW."written_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_written_xid" BEFORE INSERT OR UPDATE ON "cars"
  FOR EACH ROW EXECUTE FUNCTION "cars_written_xid"();
