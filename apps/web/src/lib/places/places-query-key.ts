/** Every place query (list, detail, search) starts with this key: one invalidation refreshes them all. */
export const placesQueryKey = ['places'] as const;
