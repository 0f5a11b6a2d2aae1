import {
  PLACE_SEARCH_MAX_RESULTS,
  PlaceSearchResponse as PlaceSearchResponseSchema,
  type PlaceSearchResultDto,
} from '@ktravel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, CLIENT_ERROR_CODES } from '../api-client.ts';
import type { Language } from '../language.ts';
import { placesQueryKey } from './places-query-key.ts';

/** Answers are checked against the contract in development and tests only (issue 16: no zod on the planner). */
const PlaceSearchResponse = import.meta.env.DEV ? PlaceSearchResponseSchema : undefined;

/**
 * GET /api/places/search?q&language&maxResults: places matching the text (catalogue first, then outside
 * providers when configured). An answer with `success: false` is an error here, so the caller can say the
 * search failed instead of "nothing found".
 */
export async function searchPlaces(
  q: string,
  language: Language,
  signal?: AbortSignal,
): Promise<PlaceSearchResultDto[]> {
  const body = await api.get('/places/search', {
    query: { q, language, maxResults: PLACE_SEARCH_MAX_RESULTS },
    schema: PlaceSearchResponse,
    signal,
  });
  if (!body.success) {
    throw new ApiError(200, CLIENT_ERROR_CODES.badResponse, body.error ?? 'Place search failed');
  }
  return body.data;
}

export const searchPlacesQueryOptions = (q: string, language: Language) =>
  queryOptions({
    queryKey: [...placesQueryKey, 'search', q, language],
    queryFn: ({ signal }) => searchPlaces(q, language, signal),
    staleTime: 5 * 60_000,
  });

/** The results for `q` (trimmed by the caller); nothing is fetched while `q` is empty. */
export const useSearchPlaces = (q: string, language: Language) =>
  useQuery({ ...searchPlacesQueryOptions(q, language), enabled: q !== '' });
