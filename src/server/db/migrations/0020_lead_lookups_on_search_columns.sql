DROP INDEX "leads_site_customer_email";--> statement-breakpoint
DROP INDEX "leads_site_customer_phone";