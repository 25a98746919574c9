ALTER TABLE "car_overrides" ADD COLUMN "video" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "video_url" text;