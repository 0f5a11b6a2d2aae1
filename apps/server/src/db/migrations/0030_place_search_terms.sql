-- Place search that understands how visitors spell Korea (DESIGN §8.5, decision 018): aliases admins add, and the
-- search keys of names, aliases and romanizations, written by the app with the names (search-terms.ts); rows
-- from before are filled in by the app when it starts (fillMissingSearchTerms).
ALTER TABLE "places" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "places_search_terms_trgm_idx" ON "places" USING gin ("search_terms" gin_trgm_ops);