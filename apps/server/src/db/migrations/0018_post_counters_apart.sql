-- Counters apart from the post lists' version (issue 11, docs/decisions/011): a like, a scrap or a comment changes
-- only a post's counters. It still raises the post's own version (0011's posts_row_version), so its cached detail
-- and its row in a cached list page are read again, but no longer `post_version`, so the list pages themselves (which
-- posts, in which order) stay cached under the likes of a busy day. Instances hear such a change as
-- `NOTIFY ktravel_versions, 'post:<id>'` and forget that post's kept version only; every other change of a post row
-- raises `post_version` as before (and so notifies everything to be forgotten, 0017).
-- An update is "counters only" when nothing but like_count, scrap_count, comment_count (and the version they raise)
-- differs. A touch by its author's new name or avatar (0011) changes the version alone: it is not counters only.
CREATE FUNCTION "post_counters_only"("old_row" "posts", "new_row" "posts") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (to_jsonb("old_row") - ARRAY['like_count', 'scrap_count', 'comment_count', 'version'])
         = (to_jsonb("new_row") - ARRAY['like_count', 'scrap_count', 'comment_count', 'version'])
     AND ("old_row"."like_count", "old_row"."scrap_count", "old_row"."comment_count")
         IS DISTINCT FROM ("new_row"."like_count", "new_row"."scrap_count", "new_row"."comment_count")
$$;--> statement-breakpoint
DROP TRIGGER "posts_version" ON "posts";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_version" AFTER INSERT OR DELETE ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('post_version');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_version_update" AFTER UPDATE ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NOT "post_counters_only"(OLD, NEW))
  EXECUTE FUNCTION "data_version_bump"('post_version');--> statement-breakpoint
CREATE FUNCTION "notify_post_counters_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sent at commit; the same payload twice in one transaction is sent once.
  PERFORM pg_notify('ktravel_versions', 'post:' || NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_counters_notify" AFTER UPDATE ON "posts"
  FOR EACH ROW WHEN ("post_counters_only"(OLD, NEW)) EXECUTE FUNCTION "notify_post_counters_changed"();
