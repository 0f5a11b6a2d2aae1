ALTER TABLE "courses" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counters change by the delta of each statement (+n for inserted rows, -n for deleted ones) instead of recounting
-- every row of the course (0003): a comment on a course with 50,000 comments cost 7.5 ms to recount, and writers
-- queued on the course row for that long. `UPDATE ... SET n = n + d` re-reads the row after taking its lock, so
-- concurrent writers never lose an increment. Cascades (a user deleted with their saves and comments) fire these
-- triggers too, so counts stay equal to their rows. A statement that touches several courses locks them in id
-- order first, so two such statements cannot deadlock.
DROP TRIGGER "course_saves_count_insert" ON "course_saves";--> statement-breakpoint
DROP TRIGGER "course_saves_count_delete" ON "course_saves";--> statement-breakpoint
DROP TRIGGER "course_shares_count_insert" ON "course_shares";--> statement-breakpoint
DROP TRIGGER "course_shares_count_delete" ON "course_shares";--> statement-breakpoint
DROP TRIGGER "course_comments_count_insert" ON "course_comments";--> statement-breakpoint
DROP TRIGGER "course_comments_count_delete" ON "course_comments";--> statement-breakpoint
DROP FUNCTION "course_counters_refresh"();--> statement-breakpoint
CREATE FUNCTION "course_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("course_id" ORDER BY "course_id"), array_agg("n" ORDER BY "course_id") INTO ids, deltas
      FROM (SELECT "course_id", count(*)::int AS "n" FROM new_rows GROUP BY 1) AS g;
  ELSE
    SELECT array_agg("course_id" ORDER BY "course_id"), array_agg(-"n" ORDER BY "course_id") INTO ids, deltas
      FROM (SELECT "course_id", count(*)::int AS "n" FROM old_rows GROUP BY 1) AS g;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "courses" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  IF TG_TABLE_NAME = 'course_saves' THEN
    UPDATE "courses" c SET "save_count" = c."save_count" + d."n"
      FROM unnest(ids, deltas) AS d("id", "n") WHERE c."id" = d."id";
  ELSIF TG_TABLE_NAME = 'course_shares' THEN
    UPDATE "courses" c SET "share_count" = c."share_count" + d."n"
      FROM unnest(ids, deltas) AS d("id", "n") WHERE c."id" = d."id";
  ELSIF TG_TABLE_NAME = 'course_comments' THEN
    UPDATE "courses" c SET "comment_count" = c."comment_count" + d."n"
      FROM unnest(ids, deltas) AS d("id", "n") WHERE c."id" = d."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_saves_count_insert" AFTER INSERT ON "course_saves" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "course_saves_count_delete" AFTER DELETE ON "course_saves" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "course_shares_count_insert" AFTER INSERT ON "course_shares" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "course_shares_count_delete" AFTER DELETE ON "course_shares" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_insert" AFTER INSERT ON "course_comments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "course_comments_count_delete" AFTER DELETE ON "course_comments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_counters_apply"();--> statement-breakpoint
-- Per-course versions (docs/decisions/006). Every update of a course row raises its version, so its counters,
-- title, visibility and flags are covered; its stops, the places they link and its author's profile raise it by
-- touching the row. A course's cached detail is keyed by its own version: a write to one course no longer empties
-- every other course's entry. The course list keeps the one `course_version` row (0005), raised at commit by the
-- courses trigger, which every change above reaches through the course row.
CREATE FUNCTION "course_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."version" IS NOT DISTINCT FROM OLD."version" THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_row_version" BEFORE UPDATE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "course_row_version"();--> statement-breakpoint
-- Raises the version of the given courses, locking them in id order (no deadlock between two such statements).
CREATE FUNCTION "courses_touch"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "courses" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "courses" SET "version" = "version" + 1 WHERE "id" = ANY(ids);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "course_stops_touch_course"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "course_id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "course_id") INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT "course_id") INTO ids FROM (
      SELECT "course_id" FROM new_rows UNION SELECT "course_id" FROM old_rows
    ) AS changed;
  END IF;
  PERFORM "courses_touch"(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_stops_touch_insert" AFTER INSERT ON "course_stops" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();--> statement-breakpoint
CREATE TRIGGER "course_stops_touch_update" AFTER UPDATE ON "course_stops"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();--> statement-breakpoint
CREATE TRIGGER "course_stops_touch_delete" AFTER DELETE ON "course_stops" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();--> statement-breakpoint
-- A place's display fields show in the stops that link it (a deleted place unlinks its stops: the stops trigger).
CREATE FUNCTION "places_touch_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "courses_touch"((
    SELECT array_agg(DISTINCT s."course_id") FROM "course_stops" s JOIN new_rows n ON n."id" = s."place_id"
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "places_touch_courses" AFTER UPDATE ON "places" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "places_touch_courses"();--> statement-breakpoint
CREATE FUNCTION "users_touch_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "courses_touch"((SELECT array_agg("id") FROM "courses" WHERE "author_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_touch_courses" AFTER UPDATE OF "name", "avatar_url", "email" ON "users"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url"
    OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_touch_courses"();--> statement-breakpoint
-- These reach the course row now, whose own trigger raises the list version.
DROP TRIGGER "course_stops_version" ON "course_stops";--> statement-breakpoint
DROP TRIGGER "places_course_version" ON "places";--> statement-breakpoint
DROP TRIGGER "users_course_version" ON "users";--> statement-breakpoint
-- Counts start equal to their rows, whatever an earlier loader wrote.
UPDATE "courses" c SET
  "save_count" = (SELECT count(*) FROM "course_saves" s WHERE s."course_id" = c."id"),
  "share_count" = (SELECT count(*) FROM "course_shares" s WHERE s."course_id" = c."id"),
  "comment_count" = (SELECT count(*) FROM "course_comments" s WHERE s."course_id" = c."id");
