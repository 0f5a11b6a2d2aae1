-- Kept versions (docs/decisions/011): instances keep the list counters (catalogue_version, course_version,
-- post_version) and the per-row versions of courses and posts in memory instead of reading one per request. Every
-- change that raises a row's version also raises its list's counter (0005, 0006, 0011), so a notification when
-- any counter row is updated tells every instance to forget them all; it is sent at commit.
CREATE FUNCTION "notify_versions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ktravel_versions', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_notify" AFTER UPDATE ON "catalogue_version"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_versions_changed"();--> statement-breakpoint
CREATE TRIGGER "course_version_notify" AFTER UPDATE ON "course_version"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_versions_changed"();--> statement-breakpoint
CREATE TRIGGER "post_version_notify" AFTER UPDATE ON "post_version"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_versions_changed"();
