import { z } from 'zod';
import { Email } from './auth.ts';
import { IdParam, pageOf, pageQuery } from './common.ts';
import { ContentStatus, PlaceStatus, PlaceType, Role } from './enums.ts';
import { ADMIN_PAGE_SIZE, TITLE_MAX_LENGTH } from './limits.ts';
import { REPORT_TARGETS, ReportTarget } from './posts.ts';
import {
  FACT_DECISIONS,
  FACT_PROPOSAL_STATUSES,
  FactProposalDto,
  FactProposalStatus,
  PlaceFactsDto,
} from './reviews.ts';

/** What admin changes are about (the audit trail's `targetType`). */
export const AUDIT_TARGET_TYPES = [
  'course',
  'post',
  'comment',
  'courseComment',
  'place',
  'user',
  'inquiry',
  'review',
  'fact',
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

// ---- Content moderation (/admin/connect) ----

/**
 * What the moderation table holds, each kind with its own ids: a post (`post`), a post comment (`comment`), a
 * course comment (`courseComment`) and a place review (`review`), the same names as reports' `targetType` and the
 * audit trail's. An item is named by type and id together (`PATCH /api/admin/content/courseComment/7`); post 7 and
 * comment 7 are two items. Members' proposals of place facts (`fact`, DESIGN §8.6) are decided in the same screen.
 */
export const ADMIN_CONTENT_TYPES = REPORT_TARGETS;
export const AdminContentType = ReportTarget;
export type AdminContentType = z.infer<typeof AdminContentType>;

/** The table's type filter: `comment` covers both kinds of comment; `fact` lists the fact proposals instead. */
export const ADMIN_CONTENT_FILTERS = ['all', 'post', 'comment', 'review', 'fact'] as const;
export const AdminContentFilter = z.enum(ADMIN_CONTENT_FILTERS);
export type AdminContentFilter = z.infer<typeof AdminContentFilter>;

/** How much of an item's text the list sends: the table previews 150 characters of it, tags stripped. */
export const ADMIN_CONTENT_TEXT_MAX = 1000;
/** Characters of an item's text the table shows (spec §5). */
export const ADMIN_CONTENT_PREVIEW_LENGTH = 150;

const isFactStatus = (status: string) => (FACT_PROPOSAL_STATUSES as readonly string[]).includes(status);

/**
 * GET /api/admin/content?type&status&page&limit: newest first. `type=fact` takes the proposals' statuses
 * (pending, approved, rejected, all); the other types take the moderation statuses.
 */
export const AdminContentQuery = pageQuery(ADMIN_PAGE_SIZE)
  .extend({
    type: AdminContentFilter.default('all'),
    status: z.union([ContentStatus, FactProposalStatus, z.literal('all')]).default('all'),
  })
  .refine((q) => q.status === 'all' || isFactStatus(q.status) === (q.type === 'fact'), {
    message: 'type=fact takes pending, approved or rejected; the other types active, hidden or reported',
    path: ['status'],
  });
export type AdminContentQuery = z.infer<typeof AdminContentQuery>;

/** Spec §3 "Admin community content", plus the parent a comment hangs off and its open reports. */
export const AdminContentItemDto = z.object({
  id: z.number().int(),
  type: AdminContentType,
  /** `community` or `trend` for posts and their comments, `course` for course comments, `place` for reviews. */
  category: z.enum(['community', 'trend', 'course', 'place']),
  /** A post's title; for a comment, the title of the post or course it was written on; a review's place name. */
  title: z.string(),
  /** The first `ADMIN_CONTENT_TEXT_MAX` characters of the text (posts may hold HTML). */
  content: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** Moderation status (spec §4); independent of a post's own published/draft/hidden status. */
  status: ContentStatus,
  /** The post or course a comment belongs to (the post itself for a post, the place of a review), for links. */
  parentId: z.number().int(),
  reportCount: z.number().int().nonnegative(),
  /** Reports no admin decision has closed yet (setting the item active or hidden closes them). */
  openReportCount: z.number().int().nonnegative(),
});
export type AdminContentItemDto = z.infer<typeof AdminContentItemDto>;

/** The counters above the table, for the type filter (whatever the status filter). */
export const AdminContentCountsDto = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  hidden: z.number().int().nonnegative(),
  reported: z.number().int().nonnegative(),
});
export type AdminContentCountsDto = z.infer<typeof AdminContentCountsDto>;

export const AdminContentPageDto = pageOf(AdminContentItemDto).extend({ counts: AdminContentCountsDto });
export type AdminContentPageDto = z.infer<typeof AdminContentPageDto>;

/** A fact proposal as admins decide it: who proposed it and what the place says now. */
export const AdminFactProposalDto = FactProposalDto.extend({
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The place's facts now, to compare with the proposal. */
  current: PlaceFactsDto,
});
export type AdminFactProposalDto = z.infer<typeof AdminFactProposalDto>;

/** The fact proposals' counters (whatever the status filter). */
export const AdminFactCountsDto = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export const AdminFactPageDto = pageOf(AdminFactProposalDto).extend({ counts: AdminFactCountsDto });
export type AdminFactPageDto = z.infer<typeof AdminFactPageDto>;

/** GET /api/admin/content answers the moderation page, or the proposals' page for `type=fact`. */
export const AdminContentListDto = z.union([AdminContentPageDto, AdminFactPageDto]);

/** `/api/admin/content/{type}/{id}`: a moderated item, or a fact proposal (`fact`). */
export const AdminContentParams = z.object({
  type: z.enum([...ADMIN_CONTENT_TYPES, 'fact']),
  id: IdParam.shape.id,
});
export type AdminContentParams = z.infer<typeof AdminContentParams>;

/**
 * PATCH /api/admin/content/{type}/{id}: any moderation status to any other (`active` and `hidden` close open
 * reports); a fact proposal is `approved` (its facts written on the place, verified today) or `rejected`.
 */
export const ContentStatusBody = z.object({ status: z.union([ContentStatus, z.enum(FACT_DECISIONS)]) });
export type ContentStatusBody = z.infer<typeof ContentStatusBody>;

// ---- Reports (filed by members, decided by admins) ----

export const ADMIN_REPORT_STATUSES = ['open', 'closed', 'all'] as const;

/** GET /api/admin/reports?status&targetType&targetId&page&limit: newest first; one item's reports with its id. */
export const AdminReportsQuery = pageQuery(ADMIN_PAGE_SIZE).extend({
  status: z.enum(ADMIN_REPORT_STATUSES).default('open'),
  targetType: AdminContentType.optional(),
  targetId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuery>;

export const AdminReportDto = z.object({
  id: z.number().int(),
  targetType: AdminContentType,
  targetId: z.number().int(),
  /** What was reported: a post's title or the start of a comment. */
  targetLabel: z.string(),
  targetStatus: ContentStatus,
  reason: z.string(),
  /** Null when the reporter's account is gone. */
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  /** When an admin's decision (active or hidden) closed it; null while open. */
  closedAt: z.string().nullable(),
});
export type AdminReportDto = z.infer<typeof AdminReportDto>;
export const AdminReportPageDto = pageOf(AdminReportDto);
export type AdminReportPageDto = z.infer<typeof AdminReportPageDto>;

// ---- Dashboard ----

/** GET /api/admin/dashboard: the live counts of the dashboard cards, in one round trip. */
export const AdminDashboardDto = z.object({
  /** Every place, inactive ones too. */
  places: z.number().int().nonnegative(),
  /** Every course, private ones too. */
  courses: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  /** Reports no admin decision has closed yet. */
  openReports: z.number().int().nonnegative(),
  /** Contact inquiries not marked handled. */
  unhandledInquiries: z.number().int().nonnegative(),
});
export type AdminDashboardDto = z.infer<typeof AdminDashboardDto>;
