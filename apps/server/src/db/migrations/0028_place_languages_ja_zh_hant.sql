-- Japanese and Traditional Chinese texts of a place (DESIGN §8.5); the search column covers them too.
ALTER TABLE "places" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "name_zh_hant" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "address_ja" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "address_zh_hant" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_ja" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_zh_hant" text;--> statement-breakpoint
DROP INDEX "places_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "places" drop column "search_text";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(name_ko, '') || ' ' || coalesce(name_zh, '') || ' ' || coalesce(name_ja, '') || ' ' || coalesce(name_zh_hant, '') || ' ' || coalesce(address, '') || ' ' || coalesce(address_ko, '') || ' ' || coalesce(address_zh, '') || ' ' || coalesce(address_ja, '') || ' ' || coalesce(address_zh_hant, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ko, '') || ' ' || coalesce(description_zh, '') || ' ' || coalesce(description_ja, '') || ' ' || coalesce(description_zh_hant, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);
