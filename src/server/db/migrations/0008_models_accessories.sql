CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"description" text,
	"part_number" text,
	"price" numeric(12, 2),
	"price_includes_fitting" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"position" integer,
	CONSTRAINT "accessories_model_slug" UNIQUE("model_id","slug")
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;