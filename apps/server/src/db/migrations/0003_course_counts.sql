-- Course counters (save_count, share_count, comment_count) are recounted by statement-level triggers on the rows
-- they count, so every way a row goes away (unsave, comment delete, a user deleted with all their saves and
-- comments by cascade) leaves them exact. A recount (not +1/-1) also stays right when a loader writes the counter
-- itself (the demo seed does). Concurrent writers on one course serialise on its row lock, taken before the count,
-- and each statement of a plpgsql function reads a fresh snapshot in READ COMMITTED, so the later writer counts
-- the earlier one's committed rows.
CREATE FUNCTION "course_counters_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "course_id") INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT "course_id") INTO ids FROM old_rows;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "courses" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  IF TG_TABLE_NAME = 'course_saves' THEN
    UPDATE "courses" c SET "save_count" = (SELECT count(*) FROM "course_saves" s WHERE s."course_id" = c."id")
      WHERE c."id" = ANY(ids);
  ELSIF TG_TABLE_NAME = 'course_shares' THEN
    UPDATE "courses" c SET "share_count" = (SELECT count(*) FROM "course_shares" s WHERE s."course_id" = c."id")
      WHERE c."id" = ANY(ids);
  ELSIF TG_TABLE_NAME = 'course_comments' THEN
    UPDATE "courses" c
      SET "comment_count" = (SELECT count(*) FROM "course_comments" s WHERE s."course_id" = c."id")
      WHERE c."id" = ANY(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_saves_count_insert" AFTER INSERT ON "course_saves" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE TRIGGER "course_saves_count_delete" AFTER DELETE ON "course_saves" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE TRIGGER "course_shares_count_insert" AFTER INSERT ON "course_shares" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE TRIGGER "course_shares_count_delete" AFTER DELETE ON "course_shares" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_insert" AFTER INSERT ON "course_comments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_delete" AFTER DELETE ON "course_comments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_refresh"();--> statement-breakpoint
UPDATE "courses" c SET
  "save_count" = (SELECT count(*) FROM "course_saves" s WHERE s."course_id" = c."id"),
  "share_count" = (SELECT count(*) FROM "course_shares" s WHERE s."course_id" = c."id"),
  "comment_count" = (SELECT count(*) FROM "course_comments" s WHERE s."course_id" = c."id");--> statement-breakpoint
-- Number of courses per visibility, kept like place_counts (0002): the public list's and the admin list's totals
-- are one row read at any number of courses instead of a count over all of them.
CREATE TABLE "course_counts" (
	"visibility" "course_visibility" PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "course_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "course_counts" ("visibility", "n")
      SELECT "visibility", count(*) FROM new_rows GROUP BY 1
      ON CONFLICT ("visibility") DO UPDATE SET "n" = "course_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "course_counts" ("visibility", "n")
      SELECT "visibility", -count(*) FROM old_rows GROUP BY 1
      ON CONFLICT ("visibility") DO UPDATE SET "n" = "course_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose visibility changed move between counters; counter and title edits write nothing here.
    INSERT INTO "course_counts" ("visibility", "n")
      SELECT "visibility", sum("d") FROM (
        SELECT n."visibility", 1 AS "d"
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE n."visibility" IS DISTINCT FROM o."visibility"
        UNION ALL
        SELECT o."visibility", -1
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE n."visibility" IS DISTINCT FROM o."visibility"
      ) AS moved GROUP BY 1
      ON CONFLICT ("visibility") DO UPDATE SET "n" = "course_counts"."n" + excluded."n";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "course_counts" WHERE true;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_count_insert" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "courses_count_update" AFTER UPDATE ON "courses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "courses_count_delete" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "courses_count_truncate" AFTER TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counts_apply"();--> statement-breakpoint
INSERT INTO "course_counts" ("visibility", "n")
  SELECT "visibility", count(*) FROM "courses" GROUP BY 1;
