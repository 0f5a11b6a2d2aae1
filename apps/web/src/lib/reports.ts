import { dataOf, type ReportBody, ReportDto } from '@ktravel/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const ReportResponse = import.meta.env.DEV ? dataOf(ReportDto) : undefined;

/** POST /api/reports: once per member per post or comment (a second answers 409 ALREADY_REPORTED). */
export async function createReport(report: ReportBody) {
  const body = await api.post('/reports', report, { schema: ReportResponse });
  return body.data;
}

/** Reporting changes nothing the reporter sees (the post stays visible until an admin hides it). */
export const useCreateReport = () => useMutation({ mutationFn: createReport });
