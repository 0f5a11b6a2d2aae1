-- Notified caches (docs/decisions/011): what instances keep in memory is forgotten, on every instance, when the
-- database says it changed. NOTIFY is sent at commit, never for a rolled-back change, and also for changes made
-- outside the app (SQL typed by an operator, a restore).
--
-- Session look-ups are reused for a few seconds (SESSION_CACHE_SECONDS): `ktravel_sessions` is notified when
-- sessions are deleted (sign-out, account deletion) and when users are deleted or their role, email, name or
-- picture change.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ktravel_sessions', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed_delete" AFTER DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed_delete" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed_update" AFTER UPDATE OF "role", "email", "name", "avatar_url" ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url")
  EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
-- My Page's counts are kept per member until anything they count changes (modules/mypage/member-counts.ts): the
-- member's items (bookmarks, saved courses, courses, course comments, scraps and likes, posts, post comments) and
-- what decides whether a target may be opened (a place's status, a course's visibility, a post's status and
-- moderation). One notification per transaction, whatever the number of rows.
CREATE FUNCTION "notify_member_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ktravel_member_counts', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookmarks_member_counts" AFTER INSERT OR UPDATE OR DELETE ON "bookmarks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "course_saves_member_counts" AFTER INSERT OR UPDATE OR DELETE ON "course_saves"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "course_comments_member_counts" AFTER INSERT OR DELETE ON "course_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "post_interactions_member_counts" AFTER INSERT OR UPDATE OR DELETE ON "post_interactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "post_comments_member_counts" AFTER INSERT OR DELETE ON "post_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "courses_member_counts" AFTER INSERT OR DELETE OR UPDATE OF "visibility", "author_id" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "posts_member_counts" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "moderation_status", "author_id" ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "places_member_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_counts_changed"();
