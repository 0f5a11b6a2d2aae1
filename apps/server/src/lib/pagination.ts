/** The paged-list body of DESIGN §3: `{ items, total, page, limit, totalPages }`. */
export function toPage<T>(items: T[], total: number, page: number, limit: number) {
  return { items, total, page, limit, totalPages: Math.ceil(total / limit) };
}
