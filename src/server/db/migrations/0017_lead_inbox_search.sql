ALTER TABLE "leads" ADD COLUMN "search_name" text GENERATED ALWAYS AS (nullif(lower(regexp_replace(btrim(coalesce("delivery" #>> '{customer,firstName}', "fields" ->> 'name', '') || ' ' || coalesce("delivery" #>> '{customer,lastName}', "fields" ->> 'last_name', '')), '[[:space:]]+', ' ', 'g')), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_surname" text GENERATED ALWAYS AS (lower(substring(btrim(coalesce("delivery" #>> '{customer,firstName}', "fields" ->> 'name', '') || ' ' || coalesce("delivery" #>> '{customer,lastName}', "fields" ->> 'last_name', '')) from '[[:space:]]([^[:space:]]+)$'))) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_email" text GENERATED ALWAYS AS (nullif(lower(btrim(coalesce("delivery" #>> '{customer,email}', "fields" ->> 'email'))), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(coalesce("delivery" #>> '{customer,phone}', "fields" ->> 'phone'), '[^0-9]', '', 'g'), '^(0061|610|61|0)', ''), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_stock" text GENERATED ALWAYS AS (nullif(upper(btrim("delivery" #>> '{vehicle,stocknum}')), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_vin" text GENERATED ALWAYS AS (nullif(upper(btrim("delivery" #>> '{vehicle,vin}')), '')) STORED;--> statement-breakpoint
CREATE INDEX "leads_site_category_created" ON "leads" USING btree ("site_id","category","created_at");--> statement-breakpoint
CREATE INDEX "leads_search_name" ON "leads" USING btree ("site_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_search_surname" ON "leads" USING btree ("site_id","search_surname" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_search_email" ON "leads" USING btree ("site_id","search_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_search_phone" ON "leads" USING btree ("site_id","search_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_search_stock" ON "leads" USING btree ("site_id","search_stock" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_search_vin" ON "leads" USING btree ("site_id","search_vin" text_pattern_ops);--> statement-breakpoint
ANALYZE "leads";