import { z } from 'zod';
import { Email } from './auth.ts';
import { pageOf, pageQuery } from './common.ts';
import { PlaceStatus, PlaceType, Role } from './enums.ts';
import { ADMIN_PAGE_SIZE, TITLE_MAX_LENGTH } from './limits.ts';

/** What admin changes are about (the audit trail's `targetType`). */
export const AUDIT_TARGET_TYPES = [
  'course',
  'post',
  'comment',
  'courseComment',
  'place',
  'user',
  'inquiry',
] as const;
export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/** One admin change, written in the same transaction as the change itself. */
export const AdminActionDto = z.object({
  id: z.number().int(),
  /** e.g. `course.delete`, `course.visibility`, `place.status`, `user.role`, `admin.add`, `inquiry.handled`. */
  action: z.string(),
  targetType: AuditTargetType,
  targetId: z.number().int(),
  /** A readable name of the target when it was changed (a course title, a user's email…). */
  targetLabel: z.string(),
  admin: z.object({ id: z.number().int().nullable(), email: z.string() }),
  /** The changed fields before and after (null for creations and deletions respectively). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminActionDto = z.infer<typeof AdminActionDto>;

/** GET /api/admin/audit?page&limit&targetType&targetId. */
export const AdminAuditQuery = pageQuery(ADMIN_PAGE_SIZE).extend({
  targetType: AuditTargetType.optional(),
  targetId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;
export const AdminActionPageDto = pageOf(AdminActionDto);

/** Spec §3 "Admin user": provider is `local` for development sign-in accounts (and `admin_` subjects). */
export const AdminUserDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: Role,
  provider: z.enum(['google', 'local']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUsersQuery = pageQuery(ADMIN_PAGE_SIZE).extend({
  q: z.string().trim().max(TITLE_MAX_LENGTH).optional(),
  role: Role.optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;
export const AdminUserPageDto = pageOf(AdminUserDto);

/** POST /api/admin/users: an existing member is promoted; a new email becomes admin at first sign-in. */
export const AddAdminBody = z.object({ email: Email });
export type AddAdminBody = z.infer<typeof AddAdminBody>;
export const AddAdminResultDto = z.object({
  email: z.string(),
  outcome: z.enum(['promoted', 'invited', 'alreadyAdmin']),
  user: AdminUserDto.nullable(),
});
export type AddAdminResultDto = z.infer<typeof AddAdminResultDto>;

/** PATCH /api/admin/users/{id}. */
export const UpdateRoleBody = z.object({ role: Role });
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;

/** PATCH /api/admin/contact-inquiries/{id}. */
export const InquiryHandledBody = z.object({ handled: z.boolean() });
export type InquiryHandledBody = z.infer<typeof InquiryHandledBody>;

/** GET /api/admin/places: every place (inactive ones too), searched by name or address in any language. */
export const AdminPlacesQuery = pageQuery(ADMIN_PAGE_SIZE).extend({
  q: z.string().trim().max(TITLE_MAX_LENGTH).optional(),
  type: PlaceType.optional(),
  status: z.union([PlaceStatus, z.literal('all')]).default('all'),
});
export type AdminPlacesQuery = z.infer<typeof AdminPlacesQuery>;
