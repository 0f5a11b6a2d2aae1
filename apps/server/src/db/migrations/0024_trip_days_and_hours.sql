ALTER TABLE "course_stops" ADD COLUMN "day" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_stops" ADD COLUMN "arrival_time" time;--> statement-breakpoint
ALTER TABLE "course_stops" ADD COLUMN "duration_minutes" smallint;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "day_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "closing_day_moves_on_holiday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "places_active_hours_idx" ON "places" USING btree ("opening_hours","closing_day_moves_on_holiday","id") WHERE status = 'active' and opening_hours is not null;--> statement-breakpoint
ALTER TABLE "course_stops" ADD CONSTRAINT "course_stops_day_range" CHECK ("course_stops"."day" between 1 and 14);--> statement-breakpoint
ALTER TABLE "course_stops" ADD CONSTRAINT "course_stops_duration_range" CHECK ("course_stops"."duration_minutes" between 5 and 720);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_day_count_range" CHECK ("courses"."day_count" between 1 and 14);