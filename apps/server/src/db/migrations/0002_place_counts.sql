CREATE TABLE "place_counts" (
	"status" "place_status" NOT NULL,
	"type_key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "place_counts_status_type_key_pk" PRIMARY KEY("status","type_key")
);
--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one upsert per (status, type) a statement touches,
-- so bulk inserts stay fast; concurrent writers serialise on the counter row, so the counts stay exact.
CREATE FUNCTION "place_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "place_counts" ("status", "type_key", "n")
      SELECT "status", coalesce("type"::text, ''), count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT ("status", "type_key") DO UPDATE SET "n" = "place_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "place_counts" ("status", "type_key", "n")
      SELECT "status", coalesce("type"::text, ''), -count(*) FROM old_rows GROUP BY 1, 2
      ON CONFLICT ("status", "type_key") DO UPDATE SET "n" = "place_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose status or type changed move between counters; other edits write nothing here.
    INSERT INTO "place_counts" ("status", "type_key", "n")
      SELECT "status", "type_key", sum("d") FROM (
        SELECT n."status", coalesce(n."type"::text, '') AS "type_key", 1 AS "d"
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."status", n."type") IS DISTINCT FROM (o."status", o."type")
        UNION ALL
        SELECT o."status", coalesce(o."type"::text, ''), -1
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."status", n."type") IS DISTINCT FROM (o."status", o."type")
      ) AS moved GROUP BY 1, 2
      ON CONFLICT ("status", "type_key") DO UPDATE SET "n" = "place_counts"."n" + excluded."n";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "place_counts" WHERE true;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "places_count_insert" AFTER INSERT ON "places" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "places_count_update" AFTER UPDATE ON "places"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "places_count_delete" AFTER DELETE ON "places" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "places_count_truncate" AFTER TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "place_counts_apply"();--> statement-breakpoint
INSERT INTO "place_counts" ("status", "type_key", "n")
  SELECT "status", coalesce("type"::text, ''), count(*) FROM "places" GROUP BY 1, 2;
