CREATE TYPE "public"."fact_proposal_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'review';--> statement-breakpoint
CREATE TABLE "place_fact_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "place_fact_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"foreign_cards" boolean,
	"cash_only" boolean,
	"tmoney" boolean,
	"english_menu" boolean,
	"korean_phone_to_book" boolean,
	"tax_refund" text,
	"note" text DEFAULT '' NOT NULL,
	"status" "fact_proposal_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	CONSTRAINT "place_fact_proposals_tax_refund" CHECK ("place_fact_proposals"."tax_refund" is null or "place_fact_proposals"."tax_refund" in ('immediate', 'counter'))
);
--> statement-breakpoint
CREATE TABLE "place_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "place_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"visited_on" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"moderation_status" "content_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_reviews_rating" CHECK ("place_reviews"."rating" between 1 and 5),
	CONSTRAINT "place_reviews_helpful" CHECK ("place_reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_helpful" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_foreign_cards" boolean;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_cash_only" boolean;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_tmoney" boolean;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_english_menu" boolean;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_korean_phone_to_book" boolean;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "fact_tax_refund" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "facts_verified_at" date;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "review_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "place_fact_proposals" ADD CONSTRAINT "place_fact_proposals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_fact_proposals" ADD CONSTRAINT "place_fact_proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_fact_proposals" ADD CONSTRAINT "place_fact_proposals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_review_id_place_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."place_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_fact_proposals_pending_key" ON "place_fact_proposals" USING btree ("place_id","author_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "place_fact_proposals_status_created_idx" ON "place_fact_proposals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "place_fact_proposals_created_idx" ON "place_fact_proposals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "place_fact_proposals_author_created_idx" ON "place_fact_proposals" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "place_fact_proposals_place_idx" ON "place_fact_proposals" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_reviews_place_author_key" ON "place_reviews" USING btree ("place_id","author_id");--> statement-breakpoint
CREATE INDEX "place_reviews_listed_idx" ON "place_reviews" USING btree ("place_id","created_at","id") WHERE moderation_status <> 'hidden';--> statement-breakpoint
CREATE INDEX "place_reviews_helpful_idx" ON "place_reviews" USING btree ("place_id","helpful_count","created_at","id") WHERE moderation_status <> 'hidden';--> statement-breakpoint
CREATE INDEX "place_reviews_author_created_idx" ON "place_reviews" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "place_reviews_moderation_idx" ON "place_reviews" USING btree ("moderation_status");--> statement-breakpoint
CREATE INDEX "place_reviews_created_at_idx" ON "place_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_helpful_user_idx" ON "review_helpful" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_place_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."place_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_known_facts_idx" ON "places" USING btree ("id") WHERE status = 'active' and num_nonnulls(fact_foreign_cards, fact_cash_only, fact_tmoney, fact_english_menu, fact_korean_phone_to_book, fact_tax_refund) > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_review_reporter_key" ON "content_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_fact_tax_refund" CHECK ("places"."fact_tax_refund" is null or "places"."fact_tax_refund" in ('immediate', 'counter'));--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_reviews_counted" CHECK ("places"."review_count" >= 0 and "places"."review_sum" >= 0);--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target" CHECK (num_nonnulls("content_reports"."post_id", "content_reports"."comment_id", "content_reports"."course_comment_id", "content_reports"."review_id") = 1 and case "content_reports"."target_type"
        when 'post' then "content_reports"."post_id" is not null
        when 'comment' then "content_reports"."comment_id" is not null
        when 'courseComment' then "content_reports"."course_comment_id" is not null
        else "content_reports"."review_id" is not null end);--> statement-breakpoint
-- A place's `review_count` and `review_sum` count its visible reviews (not hidden by moderation) and move by each
-- statement's delta, like the other counters (0006, 0011, decision 006): from the transition tables, in the same
-- transaction, `SET n = n + d` re-reading the row under its lock, several places locked in id order first. An edit
-- moves the sum by the rating's change; hiding or showing a review moves it out of or into both. Cascades (a place
-- or an account deleted) fire these triggers as well.
CREATE FUNCTION "place_reviews_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  counts integer[];
  sums integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("place_id" ORDER BY "place_id"), array_agg("n" ORDER BY "place_id"),
           array_agg("s" ORDER BY "place_id") INTO ids, counts, sums
      FROM (SELECT "place_id", count(*)::int AS "n", sum("rating")::int AS "s" FROM new_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("place_id" ORDER BY "place_id"), array_agg(-"n" ORDER BY "place_id"),
           array_agg(-"s" ORDER BY "place_id") INTO ids, counts, sums
      FROM (SELECT "place_id", count(*)::int AS "n", sum("rating")::int AS "s" FROM old_rows
              WHERE "moderation_status" <> 'hidden' GROUP BY 1) AS g;
  ELSE
    SELECT array_agg("place_id" ORDER BY "place_id"), array_agg("n" ORDER BY "place_id"),
           array_agg("s" ORDER BY "place_id") INTO ids, counts, sums
      FROM (SELECT n."place_id",
                   sum((n."moderation_status" <> 'hidden')::int - (o."moderation_status" <> 'hidden')::int)::int
                     AS "n",
                   sum(CASE WHEN n."moderation_status" <> 'hidden' THEN n."rating" ELSE 0 END
                     - CASE WHEN o."moderation_status" <> 'hidden' THEN o."rating" ELSE 0 END)::int AS "s"
              FROM new_rows n JOIN old_rows o ON o."id" = n."id" GROUP BY 1) AS g
      WHERE "n" <> 0 OR "s" <> 0;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "places" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  UPDATE "places" p SET "review_count" = p."review_count" + d."n", "review_sum" = p."review_sum" + d."s"
    FROM unnest(ids, counts, sums) AS d("id", "n", "s") WHERE p."id" = d."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "place_reviews_count_insert" AFTER INSERT ON "place_reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_count"();--> statement-breakpoint
CREATE TRIGGER "place_reviews_count_update" AFTER UPDATE ON "place_reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_count"();--> statement-breakpoint
CREATE TRIGGER "place_reviews_count_delete" AFTER DELETE ON "place_reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_reviews_count"();--> statement-breakpoint
-- A review's `helpful_count` follows its votes the same way.
CREATE FUNCTION "review_helpful_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("review_id" ORDER BY "review_id"), array_agg("n" ORDER BY "review_id") INTO ids, deltas
      FROM (SELECT "review_id", count(*)::int AS "n" FROM new_rows GROUP BY 1) AS g;
  ELSE
    SELECT array_agg("review_id" ORDER BY "review_id"), array_agg(-"n" ORDER BY "review_id") INTO ids, deltas
      FROM (SELECT "review_id", count(*)::int AS "n" FROM old_rows GROUP BY 1) AS g;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "place_reviews" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  UPDATE "place_reviews" r SET "helpful_count" = r."helpful_count" + d."n"
    FROM unnest(ids, deltas) AS d("id", "n") WHERE r."id" = d."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "review_helpful_count_insert" AFTER INSERT ON "review_helpful" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_helpful_count"();--> statement-breakpoint
CREATE TRIGGER "review_helpful_count_delete" AFTER DELETE ON "review_helpful" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_helpful_count"();
