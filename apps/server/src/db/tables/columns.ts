import {
  COLLABORATOR_ROLES,
  CONTACT_SUBJECTS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  COURSE_CATEGORIES,
  COURSE_VISIBILITIES,
  INTERACTION_TYPES,
  PLACE_STATUSES,
  PLACE_TYPES,
  POST_STATUSES,
  POST_TYPES,
  REPORT_TARGETS,
  ROLES,
} from '@ktravel/contract';
import { type AnyPgColumn, integer, pgEnum, timestamp } from 'drizzle-orm/pg-core';

/** Enums and column helpers shared by every table file. Times are timestamptz; ids are identity integers. */

export const roleEnum = pgEnum('role', ROLES);
export const placeTypeEnum = pgEnum('place_type', PLACE_TYPES);
export const placeStatusEnum = pgEnum('place_status', PLACE_STATUSES);
export const courseVisibilityEnum = pgEnum('course_visibility', COURSE_VISIBILITIES);
export const courseCategoryEnum = pgEnum('course_category', COURSE_CATEGORIES);
export const collaboratorRoleEnum = pgEnum('collaborator_role', COLLABORATOR_ROLES);
export const postTypeEnum = pgEnum('post_type', POST_TYPES);
export const postStatusEnum = pgEnum('post_status', POST_STATUSES);
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);
export const contentTypeEnum = pgEnum('content_type', CONTENT_TYPES);
export const reportTargetEnum = pgEnum('report_target', REPORT_TARGETS);
export const interactionTypeEnum = pgEnum('interaction_type', INTERACTION_TYPES);
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required reference that goes with its target: the row is deleted with the user, course or post it hangs off. */
export const ownedBy = (column: string, target: () => AnyPgColumn) =>
  integer(column).notNull().references(target, { onDelete: 'cascade' });
