ALTER TABLE "content_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "course_comments_listed_idx" ON "course_comments" USING btree ("course_id","created_at","id") WHERE moderation_status <> 'hidden';--> statement-breakpoint
CREATE INDEX "course_comments_hidden_idx" ON "course_comments" USING btree ("course_id","author_id") WHERE moderation_status = 'hidden';--> statement-breakpoint
CREATE INDEX "course_comments_moderation_idx" ON "course_comments" USING btree ("moderation_status");--> statement-breakpoint
CREATE INDEX "course_comments_created_at_idx" ON "course_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at","id") WHERE closed_at is null;--> statement-breakpoint
-- Course comments hidden by moderation leave the course's `comment_count` (as post comments do, 0011): their own
-- trigger function counts only the comments everybody may read, and an update trigger moves a comment out of or
-- into the count when moderation hides or shows it. Deltas as in 0006; several courses locked in id order first.
CREATE FUNCTION "course_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("course_id" ORDER BY "course_id"), array_agg("n" ORDER BY "course_id") INTO ids, deltas
      FROM (SELECT "course_id", count(*)::int AS "n" FROM new_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("course_id" ORDER BY "course_id"), array_agg(-"n" ORDER BY "course_id") INTO ids, deltas
      FROM (SELECT "course_id", count(*)::int AS "n" FROM old_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSE
    -- Edits change nothing here; hiding or showing a comment moves it out of or into the count.
    SELECT array_agg("course_id" ORDER BY "course_id"), array_agg("n" ORDER BY "course_id") INTO ids, deltas
      FROM (SELECT n."course_id",
                   sum((n."moderation_status" <> 'hidden')::int - (o."moderation_status" <> 'hidden')::int)::int
                     AS "n"
              FROM new_rows n JOIN old_rows o ON o."id" = n."id" GROUP BY 1) AS g
      WHERE "n" <> 0;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "courses" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  UPDATE "courses" c SET "comment_count" = c."comment_count" + d."n"
    FROM unnest(ids, deltas) AS d("id", "n") WHERE c."id" = d."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "course_comments_count_insert" ON "course_comments";--> statement-breakpoint
DROP TRIGGER "course_comments_count_delete" ON "course_comments";--> statement-breakpoint
CREATE TRIGGER "course_comments_count_insert" AFTER INSERT ON "course_comments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_comments_count"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_update" AFTER UPDATE ON "course_comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_comments_count"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_delete" AFTER DELETE ON "course_comments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_comments_count"();--> statement-breakpoint
-- Counts start equal to the comments everybody may read.
UPDATE "courses" c SET "comment_count" = (
  SELECT count(*) FROM "course_comments" s WHERE s."course_id" = c."id" AND s."moderation_status" <> 'hidden'
) WHERE c."comment_count" IS DISTINCT FROM (
  SELECT count(*) FROM "course_comments" s WHERE s."course_id" = c."id" AND s."moderation_status" <> 'hidden'
);
