import { dataOf, MyReportsDto, type ReportBody, ReportDto } from '@ktravel/contract';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';

const ReportResponse = import.meta.env.DEV ? dataOf(ReportDto) : undefined;
const MyReportsResponse = import.meta.env.DEV ? dataOf(MyReportsDto) : undefined;

/** POST /api/reports: once per member per post or comment (a second answers 409 ALREADY_REPORTED). */
export async function createReport(report: ReportBody) {
  const body = await api.post('/reports', report, { schema: ReportResponse });
  return body.data;
}

/** Reporting changes nothing the reporter sees (the post stays visible until an admin hides it). */
export const useCreateReport = () => useMutation({ mutationFn: createReport });

type ReportTarget = ReportBody['targetType'];
type Target = Pick<ReportBody, 'targetType' | 'targetId'>;
const keyOf = (targetType: ReportTarget, targetId: number) => `${targetType}:${targetId}`;
const myReportsKey = (userId: number) => ['reports', 'mine', userId] as const;
const asKeys = (data: MyReportsDto) =>
  new Set(data.items.map((item) => keyOf(item.targetType, item.targetId)));

/** GET /api/reports/mine: what the member reported, so their Report buttons say "Reported" on any device. */
async function getMyReports(): Promise<MyReportsDto> {
  return (await api.get('/reports/mine', { schema: MyReportsResponse })).data;
}

/** Whether the signed-in member reported this post, comment or review (false for visitors, and while loading). */
export function useIsReported(targetType: ReportTarget, targetId: number): boolean {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const reported = useQuery({
    queryKey: myReportsKey(userId ?? 0),
    queryFn: getMyReports,
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    select: asKeys,
  });
  return userId !== null && (reported.data?.has(keyOf(targetType, targetId)) ?? false);
}

/** After a report, or a 409 saying there already was one: the button shows "Reported" at once. */
export function markReported(queryClient: QueryClient, userId: number, target: Target): void {
  queryClient.setQueryData<MyReportsDto>(myReportsKey(userId), (data) => ({
    items: [{ targetType: target.targetType, targetId: target.targetId }, ...(data?.items ?? [])],
  }));
}
