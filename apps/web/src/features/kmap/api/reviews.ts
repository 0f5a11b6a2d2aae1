import {
  type CreateReviewBody,
  dataOf,
  type FactProposalBody,
  FactProposalDto,
  type ReviewDto,
  ReviewHelpfulDto,
  type ReviewPageDto,
  ReviewPageDto as ReviewPageSchema,
  ReviewDto as ReviewSchema,
  type ReviewSort,
  type UpdateReviewBody,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placesQueryKey } from '@/lib/places/places-query-key.ts';

// Responses are checked in development and tests only.
const ReviewPageResponse = import.meta.env.DEV ? dataOf(ReviewPageSchema) : undefined;
const ReviewResponse = import.meta.env.DEV ? dataOf(ReviewSchema) : undefined;
const HelpfulResponse = import.meta.env.DEV ? dataOf(ReviewHelpfulDto) : undefined;
const ProposalResponse = import.meta.env.DEV ? dataOf(FactProposalDto) : undefined;

/** Reviews a place's detail shows at first; "Show more" asks for the next page. */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewsQueryKey = (placeId: number) => [...placesQueryKey, 'reviews', placeId] as const;

/** GET /api/places/{id}/reviews: a page of the place's reviews and the reader's own. */
export async function getReviews(
  placeId: number,
  params: { sort: ReviewSort; limit: number },
  signal?: AbortSignal,
): Promise<ReviewPageDto> {
  const body = await api.get(`/places/${placeId}/reviews`, {
    query: { page: 1, limit: params.limit, sort: params.sort },
    schema: ReviewPageResponse,
    signal,
  });
  return body.data as ReviewPageDto;
}

export const reviewsQueryOptions = (placeId: number, sort: ReviewSort, limit: number) =>
  queryOptions({
    queryKey: [...reviewsQueryKey(placeId), sort, limit],
    queryFn: ({ signal }) => getReviews(placeId, { sort, limit }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReviews = (placeId: number, sort: ReviewSort, limit: number, enabled = true) =>
  useQuery({ ...reviewsQueryOptions(placeId, sort, limit), enabled });

/** After a write: the place's reviews, its average (the place, the list, the markers) and My Page's reviews. */
function useRefreshPlace() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['mypage'] });
    return queryClient.invalidateQueries({ queryKey: placesQueryKey });
  };
}

export function useCreateReview(placeId: number) {
  const refresh = useRefreshPlace();
  return useMutation({
    mutationFn: async (review: CreateReviewBody): Promise<ReviewDto> =>
      (await api.post(`/places/${placeId}/reviews`, review, { schema: ReviewResponse })).data as ReviewDto,
    onSettled: refresh,
  });
}

export function useUpdateReview() {
  const refresh = useRefreshPlace();
  return useMutation({
    mutationFn: async ({ id, ...review }: UpdateReviewBody & { id: number }): Promise<ReviewDto> =>
      (await api.put(`/reviews/${id}`, review, { schema: ReviewResponse })).data as ReviewDto,
    onSettled: refresh,
  });
}

export function useDeleteReview() {
  const refresh = useRefreshPlace();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/reviews/${id}`),
    onSettled: refresh,
  });
}

export function useToggleHelpful(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.post(`/reviews/${id}/helpful`, undefined, { schema: HelpfulResponse })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(placeId) }),
  });
}

/** POST /api/places/{id}/facts: a member's correction, invisible until an admin approves it. */
export function useProposeFacts(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proposal: FactProposalBody) =>
      (await api.post(`/places/${placeId}/facts`, proposal, { schema: ProposalResponse })).data,
    // My Page lists the member's proposals (its feature owns the key; features do not import each other).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mypage'] }),
  });
}
