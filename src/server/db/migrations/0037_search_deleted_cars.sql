-- A car deleted, or moved to another dealership, bumps the stock version of each dealership it left
-- (and joined), not its cars version (decision 0086's in-place test: the two moving apart means a whole
-- rebuild). Until now no write marked a deletion, so an index updated in place, or a start from a search
-- snapshot, could keep a deleted car; a start counted the listed cars to catch it (decision 0089).
-- Deletions are rare and come in sets (a dealership removed, a privacy purge): once per statement.
CREATE FUNCTION "cars_deleted_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dealerships" SET "stock_version" = "stock_version" + 1
    WHERE "id" IN (SELECT DISTINCT "dealership_id" FROM "gone_cars");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_deleted_bump" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS "gone_cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_deleted_bump"();
--> statement-breakpoint
-- A move is checked per row, in C (the WHEN clause), so an import's upsert that sets the same dealership
-- costs nothing.
CREATE FUNCTION "cars_moved_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dealerships" SET "stock_version" = "stock_version" + 1
    WHERE "id" IN (OLD."dealership_id", NEW."dealership_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_moved_bump" AFTER UPDATE OF "dealership_id" ON "cars"
  FOR EACH ROW WHEN (OLD."dealership_id" IS DISTINCT FROM NEW."dealership_id")
  EXECUTE FUNCTION "cars_moved_bump"();
