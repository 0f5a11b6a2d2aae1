import type { AdminContentItemDto } from '@ktravel/contract';
import { contentPreview } from './content-preview.ts';

/** How long a comment's name is in buttons and confirmations. */
const NAME_LENGTH = 40;

/** A readable name of the item for buttons and confirmations: a post's title, the start of a comment. */
export function contentName(item: AdminContentItemDto): string {
  return item.type === 'post' ? item.title : contentPreview(item.content, NAME_LENGTH);
}

/** Where the item is read in the app: the post (or trend article), the post of a comment, the course, the place. */
export function contentLink(item: AdminContentItemDto): string {
  if (item.type === 'courseComment') return `/kcourse/${item.parentId}`;
  if (item.type === 'review') return `/kmap?place=${item.parentId}`;
  return item.category === 'trend' ? `/buzz/trend/${item.parentId}` : `/buzz/post/${item.parentId}`;
}

/** A key naming the item among all types (ids are per type). */
export const contentKey = (item: Pick<AdminContentItemDto, 'type' | 'id'>) => `${item.type}-${item.id}`;
