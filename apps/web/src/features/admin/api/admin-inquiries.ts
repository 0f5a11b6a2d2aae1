import { ADMIN_PAGE_SIZE, ContactInquiryDto, dataOf, pageOf } from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const InquiryPageResponse = import.meta.env.DEV ? dataOf(pageOf(ContactInquiryDto)) : undefined;
const InquiryResponse = import.meta.env.DEV ? dataOf(ContactInquiryDto) : undefined;

export const adminInquiriesQueryKey = [...adminQueryKey, 'inquiries'] as const;

/** GET /api/admin/contact-inquiries?page&limit: newest first. */
export async function getInquiries(page: number, signal?: AbortSignal) {
  const body = await api.get('/admin/contact-inquiries', {
    query: { page, limit: ADMIN_PAGE_SIZE },
    schema: InquiryPageResponse,
    signal,
  });
  return body.data;
}

export const getInquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminInquiriesQueryKey, page],
    queryFn: ({ signal }) => getInquiries(page, signal),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (page: number) => useQuery(getInquiriesQueryOptions(page));

/** PATCH /api/admin/contact-inquiries/{id} { handled }. */
export async function setInquiryHandled({ id, handled }: { id: number; handled: boolean }) {
  const body = await api.patch(`/admin/contact-inquiries/${id}`, { handled }, { schema: InquiryResponse });
  return body.data;
}

export function useSetInquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInquiryHandled,
    // The dashboard's count, the list and recent changes.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
