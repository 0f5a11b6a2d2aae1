CREATE TYPE "public"."report_target" AS ENUM('post', 'comment', 'courseComment');--> statement-breakpoint
CREATE TABLE "post_counts" (
	"post_type" "post_type" NOT NULL,
	"status" "post_status" NOT NULL,
	"is_hidden" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "post_counts_post_type_status_is_hidden_pk" PRIMARY KEY("post_type","status","is_hidden")
);
--> statement-breakpoint
CREATE TABLE "post_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "post_version_single_row" CHECK ("post_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target";--> statement-breakpoint
DROP INDEX "content_reports_post_id_idx";--> statement-breakpoint
DROP INDEX "content_reports_comment_id_idx";--> statement-breakpoint
DROP INDEX "post_comments_post_created_idx";--> statement-breakpoint
DROP INDEX "posts_type_status_order_idx";--> statement-breakpoint
UPDATE "content_reports" SET "reason" = '' WHERE "reason" IS NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "reason" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_comments" ADD COLUMN "moderation_status" "content_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
-- Reports (none were written before this migration, but a database may hold some): the type moves to its new
-- enum, a comment report names only its comment, and a member keeps one report per target.
ALTER TABLE "content_reports" ADD COLUMN "target_type" "report_target";--> statement-breakpoint
UPDATE "content_reports" SET "target_type" = "content_type"::text::"report_target";--> statement-breakpoint
UPDATE "content_reports" SET "post_id" = NULL WHERE "target_type" = 'comment';--> statement-breakpoint
DELETE FROM "content_reports" r USING "content_reports" k
  WHERE k."reporter_id" = r."reporter_id" AND k."id" < r."id"
    AND (k."post_id" = r."post_id" OR k."comment_id" = r."comment_id");--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "target_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "course_comment_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_course_comment_id_course_comments_id_fk" FOREIGN KEY ("course_comment_id") REFERENCES "public"."course_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_post_reporter_key" ON "content_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_comment_reporter_key" ON "content_reports" USING btree ("comment_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_course_comment_reporter_key" ON "content_reports" USING btree ("course_comment_id","reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_created_id_idx" ON "post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_listed_idx" ON "post_comments" USING btree ("post_id","created_at","id") WHERE moderation_status <> 'hidden';--> statement-breakpoint
CREATE INDEX "post_comments_hidden_idx" ON "post_comments" USING btree ("post_id","author_id") WHERE moderation_status = 'hidden';--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("post_type","created_at","id") WHERE status = 'published' and moderation_status <> 'hidden';--> statement-breakpoint
CREATE INDEX "posts_public_order_idx" ON "posts" USING btree ("post_type","sort_order","id") WHERE status = 'published' and moderation_status <> 'hidden';--> statement-breakpoint
ALTER TABLE "content_reports" DROP COLUMN "content_type";--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target" CHECK (num_nonnulls("content_reports"."post_id", "content_reports"."comment_id", "content_reports"."course_comment_id") = 1 and case "content_reports"."target_type"
        when 'post' then "content_reports"."post_id" is not null
        when 'comment' then "content_reports"."comment_id" is not null
        else "content_reports"."course_comment_id" is not null end);--> statement-breakpoint
-- K-Buzz counters (`like_count`, `scrap_count`, `comment_count` on posts) move by each statement's delta, as the
-- course counters do (0006): +n for inserted rows, -n for deleted ones, from the transition tables, in the same
-- transaction; `UPDATE ... SET n = n + d` re-reads the row after taking its lock, so concurrent writers never lose
-- an increment. `comment_count` counts the comments everybody may read (not hidden by moderation), so a
-- moderation change moves it too. Cascades (a post or a user deleted) fire these triggers as well.
-- Adds the deltas to the posts, locking them in id order first when there are several (no deadlock between two
-- such statements).
CREATE FUNCTION "posts_add_counts"(ids integer[], likes integer[], scraps integer[], comments integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "posts" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  UPDATE "posts" p SET
    "like_count" = p."like_count" + d."l",
    "scrap_count" = p."scrap_count" + d."s",
    "comment_count" = p."comment_count" + d."c"
    FROM unnest(ids, likes, scraps, comments) AS d("id", "l", "s", "c") WHERE p."id" = d."id";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "post_interactions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  likes integer[];
  scraps integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("post_id"), array_agg("l"), array_agg("s") INTO ids, likes, scraps
      FROM (SELECT "post_id", count(*) FILTER (WHERE "type" = 'like')::int AS "l",
                   count(*) FILTER (WHERE "type" = 'scrap')::int AS "s"
              FROM new_rows GROUP BY 1) AS g;
  ELSE
    SELECT array_agg("post_id"), array_agg(-"l"), array_agg(-"s") INTO ids, likes, scraps
      FROM (SELECT "post_id", count(*) FILTER (WHERE "type" = 'like')::int AS "l",
                   count(*) FILTER (WHERE "type" = 'scrap')::int AS "s"
              FROM old_rows GROUP BY 1) AS g;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "posts_add_counts"(ids, likes, scraps, array_fill(0, ARRAY[cardinality(ids)]));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "post_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  comments integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("post_id"), array_agg("n") INTO ids, comments
      FROM (SELECT "post_id", count(*)::int AS "n" FROM new_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("post_id"), array_agg(-"n") INTO ids, comments
      FROM (SELECT "post_id", count(*)::int AS "n" FROM old_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSE
    -- Edits change nothing here; hiding or showing a comment moves it out of or into the count.
    SELECT array_agg("post_id"), array_agg("n") INTO ids, comments
      FROM (SELECT n."post_id",
                   sum((n."moderation_status" <> 'hidden')::int - (o."moderation_status" <> 'hidden')::int)::int
                     AS "n"
              FROM new_rows n JOIN old_rows o ON o."id" = n."id" GROUP BY 1) AS g
      WHERE "n" <> 0;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "posts_add_counts"(ids, array_fill(0, ARRAY[cardinality(ids)]),
      array_fill(0, ARRAY[cardinality(ids)]), comments);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_interactions_count_insert" AFTER INSERT ON "post_interactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_interactions_count"();--> statement-breakpoint
CREATE TRIGGER "post_interactions_count_delete" AFTER DELETE ON "post_interactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_interactions_count"();--> statement-breakpoint
CREATE TRIGGER "post_comments_count_insert" AFTER INSERT ON "post_comments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_count"();--> statement-breakpoint
CREATE TRIGGER "post_comments_count_update" AFTER UPDATE ON "post_comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_count"();--> statement-breakpoint
CREATE TRIGGER "post_comments_count_delete" AFTER DELETE ON "post_comments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_count"();--> statement-breakpoint
-- Per-post versions (docs/decisions/006): every update of a post row raises its version (the rule of 0006's
-- course_row_version), so its counters, text, status and moderation are covered; its author's name or avatar
-- reach it by touching the row, only when a value really changes. A post's cached detail is keyed by it: a like
-- on one post leaves every other post's cached detail alone.
CREATE TRIGGER "posts_row_version" BEFORE UPDATE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "course_row_version"();--> statement-breakpoint
CREATE FUNCTION "users_touch_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "posts" WHERE "author_id" = NEW."id" ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "posts" SET "version" = "version" + 1 WHERE "author_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_touch_posts" AFTER UPDATE OF "name", "avatar_url" ON "users"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url")
  EXECUTE FUNCTION "users_touch_posts"();--> statement-breakpoint
-- The post lists' version (like course_version, 0005): raised at commit, once per transaction, by any change of a
-- post row (and so of its counters and its author's profile). Deferred, so the row is locked only while the
-- transaction commits, after every other lock it takes.
INSERT INTO "post_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- One function for every such version row (its table named by the trigger's argument); course_version (0005) keeps
-- its own.
CREATE FUNCTION "data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'ktravel.' || TG_ARGV[0] || '_bumped';
BEGIN
  -- Once per transaction: the setting is transaction-local and resets at commit or rollback.
  IF coalesce(current_setting(flag, true), '') <> 'y' THEN
    PERFORM set_config(flag, 'y', true);
    EXECUTE format('UPDATE %I SET "version" = "version" + 1 WHERE "id" = 1', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_version" AFTER INSERT OR UPDATE OR DELETE ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"('post_version');--> statement-breakpoint
-- Truncation cannot fire a constraint trigger: an ordinary statement trigger covers it.
CREATE TRIGGER "posts_version_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump"('post_version');--> statement-breakpoint
-- Posts per (type, author status, hidden by moderation), like course_counts (0003): a list's total is a row read.
CREATE FUNCTION "post_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "post_counts" ("post_type", "status", "is_hidden", "n")
      SELECT "post_type", "status", "moderation_status" = 'hidden', count(*) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT ("post_type", "status", "is_hidden") DO UPDATE SET "n" = "post_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "post_counts" ("post_type", "status", "is_hidden", "n")
      SELECT "post_type", "status", "moderation_status" = 'hidden', -count(*) FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT ("post_type", "status", "is_hidden") DO UPDATE SET "n" = "post_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose key changed move between counters; counter and text edits write nothing here.
    INSERT INTO "post_counts" ("post_type", "status", "is_hidden", "n")
      SELECT "post_type", "status", "is_hidden", sum("d") FROM (
        SELECT n."post_type", n."status", n."moderation_status" = 'hidden' AS "is_hidden", 1 AS "d"
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."post_type", n."status", n."moderation_status" = 'hidden')
            IS DISTINCT FROM (o."post_type", o."status", o."moderation_status" = 'hidden')
        UNION ALL
        SELECT o."post_type", o."status", o."moderation_status" = 'hidden', -1
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."post_type", n."status", n."moderation_status" = 'hidden')
            IS DISTINCT FROM (o."post_type", o."status", o."moderation_status" = 'hidden')
      ) AS moved GROUP BY 1, 2, 3
      ON CONFLICT ("post_type", "status", "is_hidden") DO UPDATE SET "n" = "post_counts"."n" + excluded."n";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "post_counts" WHERE true;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "posts_count_update" AFTER UPDATE ON "posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "posts_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "posts_count_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "post_counts_apply"();--> statement-breakpoint
INSERT INTO "post_counts" ("post_type", "status", "is_hidden", "n")
  SELECT "post_type", "status", "moderation_status" = 'hidden', count(*) FROM "posts" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Counts start equal to their rows, whatever an earlier loader wrote (the demo seed wrote them itself).
UPDATE "posts" p SET
  "like_count" = (SELECT count(*) FROM "post_interactions" i WHERE i."post_id" = p."id" AND i."type" = 'like'),
  "scrap_count" = (SELECT count(*) FROM "post_interactions" i WHERE i."post_id" = p."id" AND i."type" = 'scrap'),
  "comment_count" = (SELECT count(*) FROM "post_comments" c
                      WHERE c."post_id" = p."id" AND c."moderation_status" <> 'hidden');
