CREATE TYPE "public"."collaborator_role" AS ENUM('editor', 'viewer');--> statement-breakpoint
CREATE TABLE "course_collaborators" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "collaborator_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_collaborators_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"role" "collaborator_role" NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "course_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_collaborators" ADD CONSTRAINT "course_collaborators_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_collaborators" ADD CONSTRAINT "course_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_invites" ADD CONSTRAINT "course_invites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_invites" ADD CONSTRAINT "course_invites_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_collaborators_user_idx" ON "course_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_invites_course_idx" ON "course_invites" USING btree ("course_id");--> statement-breakpoint
-- A course's collaborators are part of its cached detail (who may read it): a change raises its version, like its
-- stops (0006's function reads the changed rows' "course_id").
CREATE TRIGGER "course_collaborators_touch_insert" AFTER INSERT ON "course_collaborators"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();--> statement-breakpoint
CREATE TRIGGER "course_collaborators_touch_update" AFTER UPDATE ON "course_collaborators"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();--> statement-breakpoint
CREATE TRIGGER "course_collaborators_touch_delete" AFTER DELETE ON "course_collaborators"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "course_stops_touch_course"();
