import {
  ADMIN_PAGE_SIZE,
  type AdminContentFilter,
  AdminContentItemDto,
  AdminContentPageDto,
  type AdminContentType,
  type ContentStatus,
  dataOf,
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
const PUBLIC_KEYS = [['posts'], ['post-comments'], ['courses'], ['course-comments'], ['mypage']] as const;

export interface AdminContentFilters {
  type: AdminContentFilter;
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
  return body.data;
}

export const getAdminContentQueryOptions = (filters: AdminContentFilters) =>
  queryOptions({
    queryKey: [...adminContentQueryKey, filters],
    queryFn: ({ signal }) => getAdminContent(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminContent = (filters: AdminContentFilters) =>
  useQuery(getAdminContentQueryOptions(filters));

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
export const useDeleteContent = () => useModeration(deleteContent);
