/** Spec §3 "Tips item" categories: the two tabs of the TIPS list. */
export const TIP_CATEGORIES = ['transportation', 'reservation'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const TIP_IDS = ['tmoney', 'mpass', 'catchtable'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** Every article has these sections (titles and bodies in `tips.items.{id}.sections`). */
export const TIP_SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;
export type TipSection = (typeof TIP_SECTIONS)[number];

/** Tips items (spec §3): id and category here; title, summary, tags and the article are translations. */
export interface TipItem {
  id: TipId;
  category: TipCategory;
}

export const TIPS: readonly TipItem[] = [
  { id: 'tmoney', category: 'transportation' },
  { id: 'mpass', category: 'transportation' },
  { id: 'catchtable', category: 'reservation' },
];

export function tipsOf(category: TipCategory): TipItem[] {
  return TIPS.filter((tip) => tip.category === category);
}

export function isTipId(value: string | null): value is TipId {
  return (TIP_IDS as readonly string[]).includes(value ?? '');
}

/** Body text: paragraphs separated by blank lines; lines starting with "- " form a bullet list. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseBody(body: string): TextBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): TextBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
