import { type AdminContentType, AdminReportPageDto, dataOf } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const ReportPageResponse = import.meta.env.DEV ? dataOf(AdminReportPageDto) : undefined;

export const adminReportsQueryKey = [...adminQueryKey, 'reports'] as const;

/** How many of one item's reports the panel shows. */
const ITEM_REPORTS_LIMIT = 50;

/** GET /api/admin/reports?status=all&targetType&targetId: every report about one item, newest first. */
export async function getItemReports(target: { type: AdminContentType; id: number }, signal?: AbortSignal) {
  const body = await api.get('/admin/reports', {
    query: { status: 'all', targetType: target.type, targetId: target.id, limit: ITEM_REPORTS_LIMIT },
    schema: ReportPageResponse,
    signal,
  });
  return body.data;
}

export const getItemReportsQueryOptions = (target: { type: AdminContentType; id: number }) =>
  queryOptions({
    queryKey: [...adminReportsQueryKey, target.type, target.id],
    queryFn: ({ signal }) => getItemReports(target, signal),
  });

export const useItemReports = (target: { type: AdminContentType; id: number }) =>
  useQuery(getItemReportsQueryOptions(target));
