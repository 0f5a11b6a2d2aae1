import { BookmarkDto, dataOf, pageOf } from '@ktravel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const BookmarkPageResponse = import.meta.env.DEV ? dataOf(pageOf(BookmarkDto)) : undefined;

/** The map shows every bookmark at once; the server's page size limit. */
export const MAP_BOOKMARKS_LIMIT = 100;

export const bookmarksQueryKey = ['bookmarks', 'me'] as const;

/** GET /api/places/bookmarks/me: the signed-in member's bookmarks, newest first. */
export async function getMyBookmarks(signal?: AbortSignal): Promise<BookmarkDto[]> {
  const body = await api.get('/places/bookmarks/me', {
    query: { page: 1, limit: MAP_BOOKMARKS_LIMIT },
    schema: BookmarkPageResponse,
    signal,
  });
  return body.data.items;
}

export const getMyBookmarksQueryOptions = () =>
  queryOptions({
    queryKey: bookmarksQueryKey,
    queryFn: ({ signal }) => getMyBookmarks(signal),
  });

export const useMyBookmarks = (isSignedIn: boolean) =>
  useQuery({ ...getMyBookmarksQueryOptions(), enabled: isSignedIn });

/** A place to bookmark, with the name a waiting write is listed by when it is made offline. */
export interface BookmarkTarget {
  placeId: number;
  name: string;
}

/** POST /api/places/{id}/bookmark (kept to be sent later when offline). */
export function addBookmark({ placeId, name }: BookmarkTarget): Promise<unknown> {
  return api.post(`/places/${placeId}/bookmark`, undefined, { offline: { kind: 'bookmark', label: name } });
}

/** DELETE /api/places/{id}/bookmark (kept to be sent later when offline). */
export function removeBookmark({ placeId, name }: BookmarkTarget): Promise<unknown> {
  return api.delete(`/places/${placeId}/bookmark`, { offline: { kind: 'unbookmark', label: name } });
}

export function useAddBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBookmark,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
  });
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
  });
}
