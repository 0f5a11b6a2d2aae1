-- The per-person page_views table (one row per view with its user) was never written: statistics count views per
-- path and day in activity_days (0013) and hold nobody's identity. Dropped so no one starts writing it.
DROP TABLE "page_views" CASCADE;