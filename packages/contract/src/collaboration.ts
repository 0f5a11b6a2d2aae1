import { z } from 'zod';
import { IdParam } from './common.ts';
import { COLLABORATOR_ROLES } from './constants.ts';

/** Planning together (DESIGN §8.4). */
export const CollaboratorRole = z.enum(COLLABORATOR_ROLES);
export type CollaboratorRole = z.infer<typeof CollaboratorRole>;

export const INVITE_DEFAULT_DAYS = 7;
export const INVITE_MAX_DAYS = 30;

/** `POST /api/courses/{id}/invites` (the owner). */
export const CourseInviteBody = z.object({
  role: CollaboratorRole,
  expiresInDays: z.number().int().min(1).max(INVITE_MAX_DAYS).default(INVITE_DEFAULT_DAYS),
});
export type CourseInviteBody = z.input<typeof CourseInviteBody>;

/** The new invite: its token is shown once (only a keyed hash of it is stored). */
export const CourseInviteCreatedDto = z.object({
  token: z.string(),
  /** The page that accepts it: `{origin}/invite/{token}`. */
  url: z.string(),
  role: CollaboratorRole,
  expiresAt: z.string(),
});
export type CourseInviteCreatedDto = z.infer<typeof CourseInviteCreatedDto>;

/** An invite as the owner's list shows it (the token is not kept: `id` names it for revoking). */
export const CourseInviteDto = z.object({
  id: z.number().int(),
  role: CollaboratorRole,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CourseInviteDto = z.infer<typeof CourseInviteDto>;

/** `GET /api/courses/{id}/invites`: the invites still open, newest first. */
export const CourseInviteListDto = z.object({ items: z.array(CourseInviteDto) });

/** `{token}` of the invite routes: the token of a link (43 characters), or an invite's `id` when revoking. */
export const InviteTokenParam = z.object({
  token: z.string().regex(/^(?:[A-Za-z0-9_-]{43}|\d{1,9})$/, 'not an invite'),
});
export const CourseInviteParams = IdParam.extend({ token: InviteTokenParam.shape.token });

/** `GET /api/invites/{token}`: what the link is for, shown before joining. */
export const InvitePreviewDto = z.object({
  courseId: z.number().int(),
  title: z.string(),
  role: CollaboratorRole,
  invitedBy: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string().nullable() }),
  expiresAt: z.string(),
});
export type InvitePreviewDto = z.infer<typeof InvitePreviewDto>;

/** `POST /api/invites/{token}/accept`. */
export const InviteAcceptedDto = z.object({ courseId: z.number().int(), role: CollaboratorRole });
export type InviteAcceptedDto = z.infer<typeof InviteAcceptedDto>;

export const CollaboratorDto = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string().nullable() }),
  role: CollaboratorRole,
  joinedAt: z.string(),
});
export type CollaboratorDto = z.infer<typeof CollaboratorDto>;

/** `GET /api/courses/{id}/collaborators` (the owner and collaborators). */
export const CollaboratorListDto = z.object({ items: z.array(CollaboratorDto) });
export type CollaboratorListDto = z.infer<typeof CollaboratorListDto>;

export const CollaboratorParams = IdParam.extend({ userId: IdParam.shape.id });
export const CollaboratorRoleBody = z.object({ role: CollaboratorRole });

/** Streams a member may hold open at once (`GET /api/courses/{id}/events`; a 6th is a 429). */
export const COURSE_EVENT_STREAMS_PER_MEMBER = 5;
/** The longest silence on a course's event stream: a comment line at least this often (DESIGN §8.4: 25 s). */
export const COURSE_EVENT_HEARTBEAT_MS = 20_000;

/** `event: course` on `GET /api/courses/{id}/events`, after each change, from any instance. */
export const CourseEventDto = z.object({
  version: z.number().int(),
  by: z.object({ id: z.number().int(), name: z.string() }),
});
export type CourseEventDto = z.infer<typeof CourseEventDto>;

/**
 * `event: access` on `GET /api/courses/{id}/events`: who may read or edit the course changed (a collaborator was
 * removed or given another role, the course went private), with this reader's part now. A reader who may no longer
 * read it gets `canRead: false` and the stream ends; the others see at once whether they may still edit.
 */
export const CourseAccessEventDto = z.object({
  canRead: z.boolean(),
  viewerRole: z.enum(['owner', 'editor', 'viewer']).nullable(),
});
export type CourseAccessEventDto = z.infer<typeof CourseAccessEventDto>;

/** What a line of a course's activity says happened (DESIGN §8.4). */
export const COURSE_ACTIVITY_KINDS = [
  'created',
  'stops.added',
  'stops.removed',
  'stops.moved',
  'stops.retimed',
  'title',
  'dates',
  'category',
  'cover',
  'joined',
  'left',
] as const;
export const CourseActivityKind = z.enum(COURSE_ACTIVITY_KINDS);
export type CourseActivityKind = z.infer<typeof CourseActivityKind>;

/** The details of a line: the stops' names (at most 5) and how many, a title or a date before and after, a role. */
export const CourseActivityDetails = z.object({
  count: z.number().int().optional(),
  names: z.array(z.string()).optional(),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  role: CollaboratorRole.optional(),
});
export type CourseActivityDetails = z.infer<typeof CourseActivityDetails>;

export const CourseActivityDto = z.object({
  id: z.number().int(),
  kind: CourseActivityKind,
  details: CourseActivityDetails,
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string().nullable() }),
});
export type CourseActivityDto = z.infer<typeof CourseActivityDto>;

export const COURSE_ACTIVITY_LIMIT = 50;

/** `GET /api/courses/{id}/activity`: the newest first, at most COURSE_ACTIVITY_LIMIT. */
export const CourseActivityListDto = z.object({ items: z.array(CourseActivityDto) });
export type CourseActivityListDto = z.infer<typeof CourseActivityListDto>;
