import {
  CollaboratorListDto,
  type CollaboratorRole,
  type CourseInviteBody,
  CourseInviteCreatedDto,
  CourseInviteListDto,
  dataOf,
  InviteAcceptedDto,
  InvitePreviewDto,
  OkDto,
} from '@ktravel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { coursesQueryKey } from './courses.ts';

// Planning together (DESIGN §8.4): invite links, the people planning a course, joining by a link.

// The course page loads this module: the schemas check answers in development and tests only (see api-client.ts).
const CollaboratorsResponse = import.meta.env.DEV ? dataOf(CollaboratorListDto) : undefined;
const InvitesResponse = import.meta.env.DEV ? dataOf(CourseInviteListDto) : undefined;
const InviteCreatedResponse = import.meta.env.DEV ? dataOf(CourseInviteCreatedDto) : undefined;
const InvitePreviewResponse = import.meta.env.DEV ? dataOf(InvitePreviewDto) : undefined;
const InviteAcceptedResponse = import.meta.env.DEV ? dataOf(InviteAcceptedDto) : undefined;
const OkResponse = import.meta.env.DEV ? dataOf(OkDto) : undefined;

/** Under the course keys: a course change (or its invalidation) refreshes who plans it too. */
const togetherQueryKey = (courseId: number) => [...coursesQueryKey, 'together', courseId] as const;

/** GET /api/courses/{id}/collaborators: the editors and viewers (the owner is the course's author). */
export async function getCollaborators(courseId: number, signal?: AbortSignal) {
  const body = await api.get(`/courses/${courseId}/collaborators`, { schema: CollaboratorsResponse, signal });
  return body.data.items;
}

export const getCollaboratorsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: [...togetherQueryKey(courseId), 'collaborators'],
    queryFn: ({ signal }) => getCollaborators(courseId, signal),
  });

/** Only asked where it can answer: the owner, a collaborator or an admin (anyone else gets a 403 or 404). */
export const useCollaborators = (courseId: number, isEnabled: boolean) =>
  useQuery({ ...getCollaboratorsQueryOptions(courseId), enabled: isEnabled });

/** GET /api/courses/{id}/invites (the owner): the links still open, newest first. */
export async function getInvites(courseId: number, signal?: AbortSignal) {
  const body = await api.get(`/courses/${courseId}/invites`, { schema: InvitesResponse, signal });
  return body.data.items;
}

export const getInvitesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: [...togetherQueryKey(courseId), 'invites'],
    queryFn: ({ signal }) => getInvites(courseId, signal),
  });

export const useInvites = (courseId: number) => useQuery(getInvitesQueryOptions(courseId));

/** POST /api/courses/{id}/invites (the owner): the new link, whose token is shown only in this answer. */
export async function createInvite(courseId: number, invite: CourseInviteBody) {
  const body = await api.post(`/courses/${courseId}/invites`, invite, { schema: InviteCreatedResponse });
  return body.data;
}

/** DELETE /api/courses/{id}/invites/{id} (the owner): the link no longer lets anyone join. */
export async function revokeInvite(courseId: number, inviteId: number) {
  await api.delete(`/courses/${courseId}/invites/${inviteId}`, { schema: OkResponse });
}

/** PATCH /api/courses/{id}/collaborators/{userId} (the owner). */
export async function setCollaboratorRole(courseId: number, userId: number, role: CollaboratorRole) {
  await api.patch(`/courses/${courseId}/collaborators/${userId}`, { role }, { schema: OkResponse });
}

/** DELETE /api/courses/{id}/collaborators/{userId}: the owner removes someone, or a collaborator leaves. */
export async function removeCollaborator(courseId: number, userId: number) {
  await api.delete(`/courses/${courseId}/collaborators/${userId}`, { schema: OkResponse });
}

/** Runs a change to who plans course `courseId`, then refreshes its people, its links and the course itself. */
function useTogetherMutation<TArgs, TResult>(
  courseId: number,
  mutationFn: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: togetherQueryKey(courseId) }),
  });
}

export const useCreateInvite = (courseId: number) =>
  useTogetherMutation(courseId, (invite: CourseInviteBody) => createInvite(courseId, invite));
export const useRevokeInvite = (courseId: number) =>
  useTogetherMutation(courseId, (inviteId: number) => revokeInvite(courseId, inviteId));
export const useSetCollaboratorRole = (courseId: number) =>
  useTogetherMutation(courseId, ({ userId, role }: { userId: number; role: CollaboratorRole }) =>
    setCollaboratorRole(courseId, userId, role),
  );
export const useRemoveCollaborator = (courseId: number) =>
  useTogetherMutation(courseId, (userId: number) => removeCollaborator(courseId, userId));

/**
 * A collaborator leaves: every course list and detail is refreshed (a private course is gone for them). Not
 * awaited, so the page can move on before the course it leaves answers 404.
 */
export function useLeaveCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeCollaborator(courseId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
}

/** GET /api/invites/{token}: what a link is for, shown before joining (404 unknown, 410 expired or withdrawn). */
export async function getInvitePreview(token: string, signal?: AbortSignal) {
  const body = await api.get(`/invites/${encodeURIComponent(token)}`, {
    schema: InvitePreviewResponse,
    signal,
  });
  return body.data;
}

export const getInvitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invites', token],
    queryFn: ({ signal }) => getInvitePreview(token, signal),
    // An unknown or expired link stays so: asking again would only repeat the answer.
    retry: false,
  });

export const useInvitePreview = (token: string) => useQuery(getInvitePreviewQueryOptions(token));

/** POST /api/invites/{token}/accept (a member): joins the course with the link's role. */
export async function acceptInvite(token: string) {
  const body = await api.post(`/invites/${encodeURIComponent(token)}/accept`, undefined, {
    schema: InviteAcceptedResponse,
  });
  return body.data;
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // The course is readable now even when private, and it joins My Page's shared list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
