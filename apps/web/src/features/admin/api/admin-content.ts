import {
  ADMIN_PAGE_SIZE,
  type AdminContentFilter,
  AdminContentItemDto,
  AdminContentPageDto,
  type AdminContentType,
  AdminFactPageDto,
  AdminFactProposalDto,
  type ContentStatus,
  dataOf,
  type FactProposalStatus,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const ContentPageResponse = import.meta.env.DEV ? dataOf(AdminContentPageDto) : undefined;
const ContentItemResponse = import.meta.env.DEV ? dataOf(AdminContentItemDto) : undefined;

export type ModerationStatus = z.infer<typeof ContentStatus>;

export const adminContentQueryKey = [...adminQueryKey, 'content'] as const;
/**
 * What a moderation decision changes outside the admin screens: post lists and details, their comments, course
 * comments and counts, and My Page lists (their features own these keys; features do not import each other).
 */
const PUBLIC_KEYS = [
  ['posts'],
  ['post-comments'],
  ['courses'],
  ['course-comments'],
  ['mypage'],
  ['places'],
] as const;

export interface AdminContentFilters {
  type: Exclude<AdminContentFilter, 'fact'>;
  status: ModerationStatus | 'all';
  page: number;
}

/** GET /api/admin/content?type&status&page&limit: newest first, with the counters of the type. */
export async function getAdminContent(filters: AdminContentFilters, signal?: AbortSignal) {
  const body = await api.get('/admin/content', {
    query: { type: filters.type, status: filters.status, page: filters.page, limit: ADMIN_PAGE_SIZE },
    schema: ContentPageResponse,
    signal,
  });
  return body.data as AdminContentPageDto;
}

export const getAdminContentQueryOptions = (filters: AdminContentFilters) =>
  queryOptions({
    queryKey: [...adminContentQueryKey, filters],
    queryFn: ({ signal }) => getAdminContent(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminContent = (filters: AdminContentFilters, enabled = true) =>
  useQuery({ ...getAdminContentQueryOptions(filters), enabled });

export interface ContentTarget {
  type: AdminContentType;
  id: number;
}

/** PATCH /api/admin/content/{type}/{id}: active and hidden close the item's open reports. */
export async function setContentStatus({ type, id, status }: ContentTarget & { status: ModerationStatus }) {
  const body = await api.patch(`/admin/content/${type}/${id}`, { status }, { schema: ContentItemResponse });
  return body.data;
}

/** DELETE /api/admin/content/{type}/{id}: for good. */
export function deleteContent({ type, id }: ContentTarget): Promise<unknown> {
  return api.delete(`/admin/content/${type}/${id}`);
}

/** Runs a moderation change, then refreshes the admin screens (counts, reports, recent changes) and public lists. */
function useModeration<TArgs>(mutationFn: (args: TArgs) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the row's own callbacks (its toast) must run before the refetch can remove the row.
    onSettled: () => {
      for (const queryKey of [adminQueryKey, ...PUBLIC_KEYS])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useSetContentStatus = () => useModeration(setContentStatus);

const FactPageResponse = import.meta.env.DEV ? dataOf(AdminFactPageDto) : undefined;
const FactResponse = import.meta.env.DEV ? dataOf(AdminFactProposalDto) : undefined;

/** GET /api/admin/content?type=fact&status&page: members' fact proposals, newest first, with their counters. */
export async function getFactProposals(
  filters: { status: FactProposalStatus | 'all'; page: number },
  signal?: AbortSignal,
): Promise<AdminFactPageDto> {
  const body = await api.get('/admin/content', {
    query: { type: 'fact', status: filters.status, page: filters.page, limit: ADMIN_PAGE_SIZE },
    schema: FactPageResponse,
    signal,
  });
  return body.data as AdminFactPageDto;
}

export const useFactProposals = (
  filters: { status: FactProposalStatus | 'all'; page: number },
  enabled = true,
) =>
  useQuery({
    queryKey: [...adminContentQueryKey, 'fact', filters],
    queryFn: ({ signal }) => getFactProposals(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** PATCH /api/admin/content/fact/{id}: approving writes the proposal's facts onto the place (verified today). */
export const useDecideFact = () =>
  useModeration(
    async ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      (await api.patch(`/admin/content/fact/${id}`, { status }, { schema: FactResponse })).data,
  );
export const useDeleteContent = () => useModeration(deleteContent);
