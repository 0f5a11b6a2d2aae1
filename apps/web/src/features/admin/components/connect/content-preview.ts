import { ADMIN_CONTENT_PREVIEW_LENGTH } from '@ktravel/contract';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The table's preview of a post or comment (spec §5): tags stripped (a tag cut off at the end of the text the
 * server sent too), the common entities decoded, white space collapsed, and at most 150 characters, with an
 * ellipsis when cut. Text only: React escapes it, nothing is rendered as HTML.
 */
export function contentPreview(text: string, maxLength: number = ADMIN_CONTENT_PREVIEW_LENGTH): string {
  const plain = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/<[^>]*$/, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  if (chars.length <= maxLength) return plain;
  return `${chars
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}
