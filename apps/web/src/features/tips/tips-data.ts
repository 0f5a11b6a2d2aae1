/**
 * The tabs of the TIPS list: spec §3's two categories, then the practical basics (issue 31) after them.
 */
export const TIP_CATEGORIES = ['transportation', 'reservation', 'basics'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

/** Also the article's address: `/tips?tip={id}` opens it (on its tab). */
export const TIP_IDS = ['tmoney', 'mpass', 'catchtable', 'payment', 'taxrefund', 'helplines'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** Every article has these sections (titles and bodies in `tips.items.{id}.sections`). */
export const TIP_SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;
export type TipSection = (typeof TIP_SECTIONS)[number];

/** Tips items (spec §3): id and category here; title, summary, tags and the article are translations. */
export interface TipItem {
  id: TipId;
  category: TipCategory;
  /** The map shows the restaurants K-Map knows (the reservation tip) rather than the tip's points. */
  showsRestaurants?: true;
}

export const TIPS: readonly TipItem[] = [
  { id: 'tmoney', category: 'transportation' },
  { id: 'mpass', category: 'transportation' },
  { id: 'catchtable', category: 'reservation', showsRestaurants: true },
  { id: 'payment', category: 'basics' },
  { id: 'taxrefund', category: 'basics' },
  { id: 'helplines', category: 'basics' },
];

/**
 * The articles that end with their sources (`tips.items.{id}.sources`, under `tips.sourcesTitle`): the date their
 * facts were checked, then a "- " list of the sources, each named with its date (issue 31).
 */
export const SOURCED_TIP_IDS = ['payment', 'taxrefund', 'helplines'] as const satisfies readonly TipId[];
export type SourcedTipId = (typeof SOURCED_TIP_IDS)[number];

export function hasSources(id: TipId): id is SourcedTipId {
  return (SOURCED_TIP_IDS as readonly TipId[]).includes(id);
}

export function tipsOf(category: TipCategory): TipItem[] {
  return TIPS.filter((tip) => tip.category === category);
}

export function tipOf(id: TipId): TipItem {
  return TIPS.find((tip) => tip.id === id) as TipItem;
}

/** Whether the map shows the catalogue's restaurants for these tips (instead of points). */
export function mapShowsRestaurants(tips: readonly TipId[]): boolean {
  return tips.some((id) => tipOf(id).showsRestaurants === true);
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
