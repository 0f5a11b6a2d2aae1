-- The catalogue version (0004) went up with every statement on `places`, also one that changed no row (an
-- update or delete of a missing id): a refused request emptied every instance's place-list cache. It now goes
-- up only when the statement touched at least one row (transition tables, one trigger per event).
DROP TRIGGER "places_catalogue_version" ON "places";--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
      RETURN NULL;
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "places_catalogue_version_insert" AFTER INSERT ON "places" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump_if_changed"();--> statement-breakpoint
CREATE TRIGGER "places_catalogue_version_update" AFTER UPDATE ON "places" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump_if_changed"();--> statement-breakpoint
CREATE TRIGGER "places_catalogue_version_delete" AFTER DELETE ON "places" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump_if_changed"();--> statement-breakpoint
CREATE TRIGGER "places_catalogue_version_truncate" AFTER TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
