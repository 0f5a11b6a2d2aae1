import { sameName } from '../../lib/place-providers/search.ts';
import { querySoundKey, searchKey } from '../places/search-terms.ts';

/** How alike two keys must be (trigrams in common over all, as pg_trgm counts them) for a typo to match. */
const SIMILAR = 0.5;
/** A key shorter than this matches only whole: "tower" must not be every tower's. */
const PART_MIN_LENGTH = 4;

function trigrams(key: string): Set<string> {
  const padded = `  ${key} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  return found;
}

function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/**
 * Whether a file's name for a point is this place's name, as place search would find it (DESIGN §8.5, decision
 * 018): the name's key or sound key against the place's search terms (its names in five languages, its aliases,
 * the romanizations and kana reading of its Korean name): the same term, one within the other, or a typo away.
 * So "Namsan Tower" (an alias), "Kyungbokgung" (McCune–Reischauer) and "Gyeongbukgung" (a typo) are their places.
 * Only places near the point are asked (150 m), which makes a loose match safe.
 */
export function isPlaceNamed(name: string, place: { searchTerms: string; names: string[] }): boolean {
  const keys = [searchKey(name), querySoundKey(name)].filter((k): k is string => k !== null && k.length >= 2);
  const terms = place.searchTerms.split(' ').filter((term) => term.length >= 2);
  for (const key of keys) {
    for (const term of terms) {
      if (key === term) return true;
      if (
        key.length >= PART_MIN_LENGTH &&
        term.length >= PART_MIN_LENGTH &&
        (key.includes(term) || term.includes(key))
      )
        return true;
      if (key.length >= PART_MIN_LENGTH && similarity(key, term) >= SIMILAR) return true;
    }
  }
  // Places whose search terms are still to be written (an empty string) are matched by their names.
  return sameName([name], place.names);
}
