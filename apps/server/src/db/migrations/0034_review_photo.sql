ALTER TABLE "places" ADD COLUMN "review_photo" jsonb;--> statement-breakpoint
-- A place's `review_photo` is its newest visible review's first photo (issue 31: "review photos replace the
-- drawing where present"), recomputed for the places whose reviews with photos were written, hidden, shown or
-- deleted (cascades included: an account or a place going), in the same statement's transaction.
CREATE FUNCTION "places_set_review_photo"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE "places" p SET "review_photo" = (
      SELECT r."photos" -> 0 FROM "place_reviews" r
      WHERE r."place_id" = p."id" AND r."moderation_status" <> 'hidden' AND r."photos" <> '[]'::jsonb
      ORDER BY r."created_at" DESC, r."id" DESC LIMIT 1)
    WHERE p."id" = ANY(ids)
      AND p."review_photo" IS DISTINCT FROM (
        SELECT r."photos" -> 0 FROM "place_reviews" r
        WHERE r."place_id" = p."id" AND r."moderation_status" <> 'hidden' AND r."photos" <> '[]'::jsonb
        ORDER BY r."created_at" DESC, r."id" DESC LIMIT 1);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "place_reviews_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "place_id" ORDER BY "place_id") INTO ids FROM new_rows WHERE "photos" <> '[]'::jsonb;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "place_id" ORDER BY "place_id") INTO ids FROM old_rows WHERE "photos" <> '[]'::jsonb;
  ELSE
    SELECT array_agg(DISTINCT n."place_id" ORDER BY n."place_id") INTO ids
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."photos" <> '[]'::jsonb OR o."photos" <> '[]'::jsonb)
        AND (n."photos" IS DISTINCT FROM o."photos" OR n."moderation_status" IS DISTINCT FROM o."moderation_status");
  END IF;
  PERFORM "places_set_review_photo"(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "place_reviews_photo_insert" AFTER INSERT ON "place_reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_photo"();--> statement-breakpoint
CREATE TRIGGER "place_reviews_photo_update" AFTER UPDATE ON "place_reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_photo"();--> statement-breakpoint
CREATE TRIGGER "place_reviews_photo_delete" AFTER DELETE ON "place_reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_photo"();
