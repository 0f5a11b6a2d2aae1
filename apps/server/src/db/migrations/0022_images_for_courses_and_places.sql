-- Pictures (issue 15): a course's cover photo and an admin-uploaded place photo, stored like post images (0009):
-- the re-encoded image, its 480 px thumbnail, and the storage keys of both, deleted when replaced or removed.
ALTER TABLE "courses" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "photo_thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "photo_keys" text[] DEFAULT '{}'::text[] NOT NULL;
