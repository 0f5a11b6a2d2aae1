-- A counters-only change names the row's new version in its notification (issue 16, docs/decisions/011):
-- `NOTIFY ktravel_versions, 'post:<id>=<version>'` (and 'course:<id>=<version>'), no longer 'post:<id>'. An
-- instance that already keeps that version (or a newer one: a reader may have read it before the notification
-- came) keeps it, with the page texts built at it; one that keeps an older one takes the named version without a
-- read. Before, every like on a listed post made every instance read that post's version again, and the
-- requests that came meanwhile all waited for that read.
CREATE OR REPLACE FUNCTION "notify_post_counters_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sent at commit; a transaction that changes the post twice sends both versions (the later one is kept).
  PERFORM pg_notify('ktravel_versions', 'post:' || NEW."id" || '=' || NEW."version");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_course_counters_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ktravel_versions', 'course:' || NEW."id" || '=' || NEW."version");
  RETURN NULL;
END $$;
