-- My Page's counts (issue 12) in one statement that reads indexes only: each member's items by (member, target)
-- from the index, minus those whose target the member may not open, found in small partial indexes of the
-- places off the map, the private courses and the posts not everybody may read: no join per item.
CREATE INDEX "course_comments_author_course_idx" ON "course_comments" USING btree ("author_id","course_id");--> statement-breakpoint
CREATE INDEX "course_saves_user_course_idx" ON "course_saves" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_private_id_author_idx" ON "courses" USING btree ("id","author_id") WHERE visibility = 'private';--> statement-breakpoint
CREATE INDEX "places_inactive_id_idx" ON "places" USING btree ("id") WHERE status <> 'active';--> statement-breakpoint
CREATE INDEX "post_comments_author_post_idx" ON "post_comments" USING btree ("author_id","post_id");--> statement-breakpoint
CREATE INDEX "post_interactions_user_type_post_idx" ON "post_interactions" USING btree ("user_id","type","post_id");--> statement-breakpoint
CREATE INDEX "posts_not_public_id_author_idx" ON "posts" USING btree ("id","author_id") WHERE not (status = 'published' and moderation_status <> 'hidden');