CREATE TABLE "currency_rates" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"base" text DEFAULT 'KRW' NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "currency_rates_single_row" CHECK ("currency_rates"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "course_stops" ADD COLUMN "cost_krw" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "usual_cost_krw" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_currency" text;--> statement-breakpoint
ALTER TABLE "course_stops" ADD CONSTRAINT "course_stops_cost_range" CHECK ("course_stops"."cost_krw" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_usual_cost_range" CHECK ("places"."usual_cost_krw" between 0 and 10000000);