DROP INDEX "course_comments_course_created_idx";--> statement-breakpoint
CREATE INDEX "course_comments_course_created_id_idx" ON "course_comments" USING btree ("course_id","created_at","id");