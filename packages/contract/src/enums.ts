import { z } from 'zod';
import {
  AUTH_PROVIDERS,
  CONTACT_SUBJECTS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  COURSE_CATEGORIES,
  COURSE_VISIBILITIES,
  INTERACTION_TYPES,
  LANGUAGES,
  PLACE_PROVIDERS,
  PLACE_STATUSES,
  PLACE_TYPES,
  POST_STATUSES,
  POST_TYPES,
  ROLES,
  STATS_PERIODS,
} from './constants.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const AuthProvider = z.enum(AUTH_PROVIDERS);

export const PlaceType = z.enum(PLACE_TYPES);
export type PlaceType = z.infer<typeof PlaceType>;

export const PlaceStatus = z.enum(PLACE_STATUSES);

export const PlaceProvider = z.enum(PLACE_PROVIDERS);

export const CourseVisibility = z.enum(COURSE_VISIBILITIES);

export const CourseCategory = z.enum(COURSE_CATEGORIES);

export const PostType = z.enum(POST_TYPES);

export const PostStatus = z.enum(POST_STATUSES);

export const ContentStatus = z.enum(CONTENT_STATUSES);

export const ContentType = z.enum(CONTENT_TYPES);

export const InteractionType = z.enum(INTERACTION_TYPES);

export const ContactSubject = z.enum(CONTACT_SUBJECTS);

export const StatsPeriod = z.enum(STATS_PERIODS);

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
