CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "site_domains_claim_form" CHECK ("site_domains"."domain" = lower("site_domains"."domain") and "site_domains"."domain" <> '' and "site_domains"."domain" not like 'www.%' and "site_domains"."domain" not like '%.'),
	CONSTRAINT "site_domains_not_local" CHECK ("site_domains"."domain" <> 'localhost' and "site_domains"."domain" not like '%.localhost')
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A domain's claim, as lib/tenancy/domains `domainClaim` makes it: lower case, no trailing dot, no leading www.
CREATE FUNCTION "forecourt_domain_claim"("domain" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT regexp_replace(regexp_replace(lower(btrim("domain")), '\.+$', ''), '^www\.', '')
$$;
--> statement-breakpoint
-- Lists written before domains had owners: a localhost name, or a domain a site created earlier also
-- lists, is dropped from the later site's list (the resolver served such a host to whichever site it met
-- first); an operator moves a domain afterwards with `forecourt sites move-domain` (decision 0041).
WITH "listed" AS (
  SELECT s."id" AS "site_id", u."d" AS "domain", u."ord", "forecourt_domain_claim"(u."d") AS "claim"
  FROM "sites" s, unnest(s."domains") WITH ORDINALITY AS u("d", "ord")
), "owner" AS (
  SELECT DISTINCT ON ("claim") "claim", "site_id" FROM "listed"
  WHERE "claim" <> '' AND "claim" <> 'localhost' AND "claim" NOT LIKE '%.localhost' AND "claim" NOT LIKE 'www.%'
  ORDER BY "claim", "site_id"
)
UPDATE "sites" SET "domains" = coalesce((
  SELECT array_agg(l."domain" ORDER BY l."ord") FROM "listed" l
  JOIN "owner" o ON o."claim" = l."claim" AND o."site_id" = l."site_id"
  WHERE l."site_id" = "sites"."id"
), '{}')
WHERE "id" IN (SELECT "site_id" FROM "listed");
--> statement-breakpoint
INSERT INTO "site_domains" ("domain", "site_id")
  SELECT DISTINCT "forecourt_domain_claim"(u."d"), s."id" FROM "sites" s, unnest(s."domains") AS u("d");
--> statement-breakpoint
-- Every write of a site's domains rewrites its claims in the same statement: a domain another site holds
-- fails the write on site_domains' primary key, whoever writes it (an import, an operator, plain SQL).
CREATE FUNCTION "sites_domains_claim"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "site_domains" WHERE "site_id" = NEW."id";
  INSERT INTO "site_domains" ("domain", "site_id")
    SELECT DISTINCT "forecourt_domain_claim"(u."d"), NEW."id" FROM unnest(NEW."domains") AS u("d");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sites_domains_claim" AFTER INSERT OR UPDATE OF "domains" ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "sites_domains_claim"();
