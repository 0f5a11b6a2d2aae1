-- One row whose version goes up with every transaction that changes what a course response shows: courses (and,
-- through the counter triggers of 0003, their saves, shares and comments), stops, places (a stop's display
-- fields) and authors' names, avatars and emails. The public course list and the detail are cached per version
-- (docs/decisions/005), like the place list per catalogue version (0004).
--
-- The bump runs in deferred constraint triggers, i.e. at commit, once per transaction: the version row is locked
-- only while the transaction commits, after every other lock it takes, so saves, shares and comments on different
-- courses do not queue behind each other for their whole transaction, and lock order can never form a cycle.
CREATE TABLE "course_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_version_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "course_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "course_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the setting is transaction-local and resets at commit or rollback.
  IF coalesce(current_setting('ktravel.course_version_bumped', true), '') <> 'y' THEN
    PERFORM set_config('ktravel.course_version_bumped', 'y', true);
    UPDATE "course_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_version" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_stops_version" AFTER INSERT OR UPDATE OR DELETE ON "course_stops"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "places_course_version" AFTER INSERT OR UPDATE OR DELETE ON "places"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_course_version" AFTER UPDATE OF "name", "avatar_url", "email" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
-- Truncation cannot fire a constraint trigger: an ordinary statement trigger covers it.
CREATE TRIGGER "courses_version_truncate" AFTER TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE TRIGGER "places_course_version_truncate" AFTER TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_version_bump"();
