CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that writes places raises the version in its own transaction, so the new version becomes
-- visible together with the rows: a reader that sees version v also sees every change up to v.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "places_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
