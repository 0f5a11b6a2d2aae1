/** The paged-list body of DESIGN §3, used by every list: `{ items, total, page, limit, totalPages }`. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** A page request as the contract's `pageQuery` parses it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** Rows to skip for the page (1-based pages). */
export const pageOffset = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/** The one builder of the list shape, from a page's items, the total and the page request. */
export function toPage<T>(items: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { items, total, page, limit, totalPages: Math.ceil(total / limit) };
}
