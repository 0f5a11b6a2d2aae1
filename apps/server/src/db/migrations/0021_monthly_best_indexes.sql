-- The monthly best's candidates (issue 16): the public courses by all-time saves (newest first among equals) and
-- the public advertisements, each read from a small index instead of ranking every public course.
-- (drizzle-kit also proposed re-adding 0019's place columns: 0019 was written by hand and its snapshot missed them;
-- 0019 applied them, so only the snapshot of this migration catches up.)
CREATE INDEX "courses_public_saves_idx" ON "courses" USING btree ("save_count","created_at","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "courses_public_ads_idx" ON "courses" USING btree ("id") WHERE visibility = 'public' and is_advertisement;
