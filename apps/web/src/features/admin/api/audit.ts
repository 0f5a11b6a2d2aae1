import { AdminActionPageDto, type AuditTargetType, dataOf } from '@ktravel/contract';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

const AuditResponse = import.meta.env.DEV ? dataOf(AdminActionPageDto) : undefined;
export type AdminActionPageData = z.infer<typeof AdminActionPageDto>;

/** Every admin query starts with this key: an admin change invalidates it, so recent changes refresh too. */
export const adminQueryKey = ['admin'] as const;
export const auditQueryKey = [...adminQueryKey, 'audit'] as const;

/** Runs an admin change, then refreshes the admin lists (and recent changes) and the public queries it changed. */
export function useAdminMutation<TArgs, TResult>(
  publicKey: QueryKey,
  mutationFn: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicKey }),
      ]),
  });
}

export interface AuditFilter {
  targetType?: AuditTargetType;
  targetId?: number;
  page?: number;
  limit?: number;
}

/** GET /api/admin/audit?page&limit&targetType&targetId: admin changes, newest first. */
export async function getAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AdminActionPageData> {
  const body = await api.get('/admin/audit', {
    query: {
      targetType: filter.targetType,
      targetId: filter.targetId,
      page: filter.page,
      limit: filter.limit,
    },
    schema: AuditResponse,
    signal,
  });
  return body.data;
}

export const getAuditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...auditQueryKey, filter],
    queryFn: ({ signal }) => getAudit(filter, signal),
  });

/** The recent admin changes of a kind of target (and optionally one target). */
export const useAudit = (filter: AuditFilter) => useQuery(getAuditQueryOptions(filter));
