CREATE TABLE "activity_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_activity_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_activity_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_view_marks" (
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "post_view_marks_post_id_day_viewer_pk" PRIMARY KEY("post_id","day","viewer")
);
--> statement-breakpoint
ALTER TABLE "post_activity_days" ADD CONSTRAINT "post_activity_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_view_marks" ADD CONSTRAINT "post_view_marks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_days_compacted_key" ON "activity_days" USING btree ("day","metric","key") WHERE compacted;--> statement-breakpoint
CREATE INDEX "activity_days_metric_day_idx" ON "activity_days" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "activity_days_pending_idx" ON "activity_days" USING btree ("id") WHERE not compacted;--> statement-breakpoint
CREATE UNIQUE INDEX "post_activity_days_compacted_key" ON "post_activity_days" USING btree ("day","post_id") WHERE compacted;--> statement-breakpoint
CREATE INDEX "post_activity_days_day_idx" ON "post_activity_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "post_activity_days_post_idx" ON "post_activity_days" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_activity_days_pending_idx" ON "post_activity_days" USING btree ("id") WHERE not compacted;--> statement-breakpoint
CREATE INDEX "post_view_marks_day_idx" ON "post_view_marks" USING btree ("day");--> statement-breakpoint
-- The statistics' daily rollups (issue 14). Each statement that creates or deletes a user, post, course or comment
-- appends its delta (+n or -n) on the Asia/Seoul day of the row's `created_at`, in the same transaction: inserts
-- only, so writers never queue on a shared counter row (the app folds them into `compacted` rows every minute).
-- Cascades (a user or a post deleted) fire these triggers too. Likes and comments per post go to
-- `post_activity_days`, only for posts that still exist (a cascade from a deleted post adds nothing).
CREATE FUNCTION "seoul_day"(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (t AT TIME ZONE 'Asia/Seoul')::date
$$;--> statement-breakpoint
CREATE FUNCTION "users_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'users', '', count(*) FROM new_rows GROUP BY 1;
  ELSE
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'users', '', -count(*) FROM old_rows GROUP BY 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_activity_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "users_activity"();--> statement-breakpoint
CREATE TRIGGER "users_activity_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "users_activity"();--> statement-breakpoint
CREATE FUNCTION "posts_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'posts', "category", count(*) FROM new_rows GROUP BY 1, 3;
  ELSE
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'posts', "category", -count(*) FROM old_rows GROUP BY 1, 3;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_activity_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "posts_activity"();--> statement-breakpoint
CREATE TRIGGER "posts_activity_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "posts_activity"();--> statement-breakpoint
CREATE FUNCTION "courses_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'courses', "category"::text, count(*) FROM new_rows GROUP BY 1, 3;
  ELSE
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'courses', "category"::text, -count(*) FROM old_rows GROUP BY 1, 3;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_activity_insert" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_activity"();--> statement-breakpoint
CREATE TRIGGER "courses_activity_delete" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "courses_activity"();--> statement-breakpoint
-- A course's category can be edited: a row trigger that fires only when it really changes (counter updates, the
-- frequent ones, do not name the column).
CREATE FUNCTION "courses_activity_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activity_days" ("day", "metric", "key", "n") VALUES
    (seoul_day(OLD."created_at"), 'courses', OLD."category"::text, -1),
    (seoul_day(NEW."created_at"), 'courses', NEW."category"::text, 1);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_activity_category" AFTER UPDATE OF "category", "created_at" ON "courses"
  FOR EACH ROW
  WHEN (OLD."category" IS DISTINCT FROM NEW."category" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "courses_activity_category"();--> statement-breakpoint
CREATE FUNCTION "post_comments_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'comments', 'post', count(*) FROM new_rows GROUP BY 1;
    INSERT INTO "post_activity_days" ("day", "post_id", "comments")
      SELECT seoul_day(c."created_at"), c."post_id", count(*) FROM new_rows c
        WHERE EXISTS (SELECT 1 FROM "posts" p WHERE p."id" = c."post_id") GROUP BY 1, 2;
  ELSE
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'comments', 'post', -count(*) FROM old_rows GROUP BY 1;
    INSERT INTO "post_activity_days" ("day", "post_id", "comments")
      SELECT seoul_day(c."created_at"), c."post_id", -count(*) FROM old_rows c
        WHERE EXISTS (SELECT 1 FROM "posts" p WHERE p."id" = c."post_id") GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_comments_activity_insert" AFTER INSERT ON "post_comments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_activity"();--> statement-breakpoint
CREATE TRIGGER "post_comments_activity_delete" AFTER DELETE ON "post_comments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_activity"();--> statement-breakpoint
CREATE FUNCTION "course_comments_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'comments', 'course', count(*) FROM new_rows GROUP BY 1;
  ELSE
    INSERT INTO "activity_days" ("day", "metric", "key", "n")
      SELECT seoul_day("created_at"), 'comments', 'course', -count(*) FROM old_rows GROUP BY 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_comments_activity_insert" AFTER INSERT ON "course_comments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_comments_activity"();--> statement-breakpoint
CREATE TRIGGER "course_comments_activity_delete" AFTER DELETE ON "course_comments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_comments_activity"();--> statement-breakpoint
CREATE FUNCTION "post_likes_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "post_activity_days" ("day", "post_id", "likes")
      SELECT seoul_day(l."created_at"), l."post_id", count(*) FROM new_rows l
        WHERE l."type" = 'like' AND EXISTS (SELECT 1 FROM "posts" p WHERE p."id" = l."post_id") GROUP BY 1, 2;
  ELSE
    INSERT INTO "post_activity_days" ("day", "post_id", "likes")
      SELECT seoul_day(l."created_at"), l."post_id", -count(*) FROM old_rows l
        WHERE l."type" = 'like' AND EXISTS (SELECT 1 FROM "posts" p WHERE p."id" = l."post_id") GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_interactions_activity_insert" AFTER INSERT ON "post_interactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_likes_activity"();--> statement-breakpoint
CREATE TRIGGER "post_interactions_activity_delete" AFTER DELETE ON "post_interactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_likes_activity"();--> statement-breakpoint
-- What the database already holds, as compacted rows.
INSERT INTO "activity_days" ("day", "metric", "key", "n", "compacted")
  SELECT "day", "metric", "key", sum("n"), true FROM (
    SELECT seoul_day("created_at") AS "day", 'users' AS "metric", '' AS "key", 1 AS "n" FROM "users"
    UNION ALL SELECT seoul_day("created_at"), 'posts', "category", 1 FROM "posts"
    UNION ALL SELECT seoul_day("created_at"), 'courses', "category"::text, 1 FROM "courses"
    UNION ALL SELECT seoul_day("created_at"), 'comments', 'post', 1 FROM "post_comments"
    UNION ALL SELECT seoul_day("created_at"), 'comments', 'course', 1 FROM "course_comments"
  ) AS x GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "post_activity_days" ("day", "post_id", "likes", "comments", "compacted")
  SELECT "day", "post_id", sum("l"), sum("c"), true FROM (
    SELECT seoul_day("created_at") AS "day", "post_id", 1 AS "l", 0 AS "c" FROM "post_interactions"
      WHERE "type" = 'like'
    UNION ALL SELECT seoul_day("created_at"), "post_id", 0, 1 FROM "post_comments"
  ) AS x GROUP BY 1, 2;
