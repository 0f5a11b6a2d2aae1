-- Counters apart from the course list's version (issue 16, docs/decisions/011), as 0018 did for posts: a save, a
-- share or a comment changes only a course's counters. It still raises the course's own version (0006's
-- courses_row_version), so its cached detail and its row in a cached list page are read again, but no longer
-- `course_version`, so the list pages themselves (which courses, in which order) stay cached while comments are
-- written, and instances forget only that course's kept version: they hear such a change as
-- `NOTIFY ktravel_versions, 'course:<id>'`. Every other change of a course row (its title, visibility, category,
-- advertisement flag, a touch by its stops, places or author) raises `course_version` as before, and so notifies
-- everything to be forgotten (0017).
-- An update is "counters only" when nothing but save_count, share_count, comment_count (and the version they raise)
-- differs. Columns added later are compared too (the row as jsonb), so they count as changes of the list.
CREATE FUNCTION "course_counters_only"("old_row" "courses", "new_row" "courses") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (to_jsonb("old_row") - ARRAY['save_count', 'share_count', 'comment_count', 'version'])
         = (to_jsonb("new_row") - ARRAY['save_count', 'share_count', 'comment_count', 'version'])
     AND ("old_row"."save_count", "old_row"."share_count", "old_row"."comment_count")
         IS DISTINCT FROM ("new_row"."save_count", "new_row"."share_count", "new_row"."comment_count")
$$;--> statement-breakpoint
DROP TRIGGER "courses_version" ON "courses";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_version" AFTER INSERT OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_version_update" AFTER UPDATE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NOT "course_counters_only"(OLD, NEW))
  EXECUTE FUNCTION "course_version_bump"();--> statement-breakpoint
CREATE FUNCTION "notify_course_counters_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sent at commit; the same payload twice in one transaction is sent once.
  PERFORM pg_notify('ktravel_versions', 'course:' || NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_counters_notify" AFTER UPDATE ON "courses"
  FOR EACH ROW WHEN ("course_counters_only"(OLD, NEW)) EXECUTE FUNCTION "notify_course_counters_changed"();
