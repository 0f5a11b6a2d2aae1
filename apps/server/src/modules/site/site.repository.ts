import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, posts } from '../../db/schema.ts';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapCourse {
  id: number;
  updatedAt: Date;
}

export interface SitemapPost extends SitemapCourse {
  postType: 'trend' | 'community';
}

/** Public courses, most recently changed first. */
export function publicCourses(db: Db, limit: number): Promise<SitemapCourse[]> {
  return db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.visibility, 'public'))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(limit);
}

/** Published posts and trend articles not hidden by moderation (lib/post-access.ts `isPublicPost`). */
export function publicPosts(db: Db, limit: number): Promise<SitemapPost[]> {
  return db
    .select({ id: posts.id, postType: posts.postType, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.status, 'published'), ne(posts.moderationStatus, 'hidden')))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(limit);
}
