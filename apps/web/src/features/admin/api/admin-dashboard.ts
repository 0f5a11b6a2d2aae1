import { AdminDashboardDto, dataOf } from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const DashboardResponse = import.meta.env.DEV ? dataOf(AdminDashboardDto) : undefined;

export const adminDashboardQueryKey = [...adminQueryKey, 'dashboard'] as const;

/** GET /api/admin/dashboard: the cards' live counts in one request. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardDto> {
  const body = await api.get('/admin/dashboard', { schema: DashboardResponse, signal });
  return body.data;
}

export const getAdminDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardQueryKey, queryFn: ({ signal }) => getAdminDashboard(signal) });

export const useAdminDashboard = () => useQuery(getAdminDashboardQueryOptions());
