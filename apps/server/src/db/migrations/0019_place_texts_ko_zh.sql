-- A place's texts in the reader's language (issue 15): the Chinese address and the description in Korean and
-- Chinese beside the English ones (opening hours per language live in opening_hours_json, as
-- weekdayDescriptionsKo / weekdayDescriptionsZh). Catalogue search covers them too: search_text is rebuilt with them.
ALTER TABLE "places" ADD COLUMN "address_zh" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_ko" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_zh" text;--> statement-breakpoint
DROP INDEX "places_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(name_ko, '') || ' ' || coalesce(name_zh, '') || ' ' || coalesce(address, '') || ' ' || coalesce(address_ko, '') || ' ' || coalesce(address_zh, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ko, '') || ' ' || coalesce(description_zh, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);
