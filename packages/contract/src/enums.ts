import { z } from 'zod';

/** Every closed list of values the spec names, shared by server, database and web. */
export const ROLES = ['user', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const AUTH_PROVIDERS = ['google', 'dev'] as const;
export const AuthProvider = z.enum(AUTH_PROVIDERS);

export const PLACE_TYPES = ['travel', 'food', 'cafe'] as const;
export const PlaceType = z.enum(PLACE_TYPES);
export type PlaceType = z.infer<typeof PlaceType>;

export const PLACE_STATUSES = ['active', 'inactive'] as const;
export const PlaceStatus = z.enum(PLACE_STATUSES);

/** Where a place's outside identity comes from; our own id is always the primary key. */
export const PLACE_PROVIDERS = ['google', 'kakao', 'osm'] as const;
export const PlaceProvider = z.enum(PLACE_PROVIDERS);

export const COURSE_VISIBILITIES = ['public', 'private'] as const;
export const CourseVisibility = z.enum(COURSE_VISIBILITIES);

export const COURSE_CATEGORIES = ['all', 'cultural', 'cafe', 'food'] as const;
export const CourseCategory = z.enum(COURSE_CATEGORIES);

export const POST_TYPES = ['trend', 'community'] as const;
export const PostType = z.enum(POST_TYPES);

export const POST_STATUSES = ['published', 'draft', 'hidden'] as const;
export const PostStatus = z.enum(POST_STATUSES);

/** Moderation state an admin sets on community content (spec §4 "Content status"). */
export const CONTENT_STATUSES = ['active', 'hidden', 'reported'] as const;
export const ContentStatus = z.enum(CONTENT_STATUSES);

export const CONTENT_TYPES = ['post', 'comment'] as const;
export const ContentType = z.enum(CONTENT_TYPES);

export const INTERACTION_TYPES = ['like', 'scrap'] as const;
export const InteractionType = z.enum(INTERACTION_TYPES);

export const CONTACT_SUBJECTS = ['general', 'technical', 'feature', 'bug', 'other'] as const;
export const ContactSubject = z.enum(CONTACT_SUBJECTS);

export const STATS_PERIODS = ['7days', '30days', '3months'] as const;
export const StatsPeriod = z.enum(STATS_PERIODS);

export const LANGUAGES = ['en', 'ko', 'zh'] as const;
export const Language = z.enum(LANGUAGES);
