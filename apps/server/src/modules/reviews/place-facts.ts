import {
  HELPFUL_FACT_VALUES,
  type PlaceFactKey,
  type PlaceFactsDto,
  type PlaceFactValues,
} from '@ktravel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { KNOWN_FACTS, places } from '../../db/schema.ts';

/** The place columns of each fact (DESIGN §8.6). */
export const FACT_COLUMNS = {
  foreignCards: places.factForeignCards,
  cashOnly: places.factCashOnly,
  tmoney: places.factTmoney,
  englishMenu: places.factEnglishMenu,
  koreanPhoneToBook: places.factKoreanPhoneToBook,
  taxRefund: places.factTaxRefund,
} as const;

type FactRow = Pick<
  typeof places.$inferSelect,
  | 'factForeignCards'
  | 'factCashOnly'
  | 'factTmoney'
  | 'factEnglishMenu'
  | 'factKoreanPhoneToBook'
  | 'factTaxRefund'
  | 'factsVerifiedAt'
>;

/** A place row's facts as the API answers them. */
export function factsOf(row: FactRow): PlaceFactsDto {
  return {
    foreignCards: row.factForeignCards,
    cashOnly: row.factCashOnly,
    tmoney: row.factTmoney,
    englishMenu: row.factEnglishMenu,
    koreanPhoneToBook: row.factKoreanPhoneToBook,
    taxRefund: row.factTaxRefund,
    verifiedAt: row.factsVerifiedAt,
  };
}

/** The place columns an approved proposal writes: its known facts (a "don't know" leaves the place's value). */
export function factColumnsOf(
  facts: PlaceFactValues,
  verifiedAt: string,
): Partial<typeof places.$inferInsert> {
  const values: Partial<typeof places.$inferInsert> = { factsVerifiedAt: verifiedAt };
  if (facts.foreignCards !== null) values.factForeignCards = facts.foreignCards;
  if (facts.cashOnly !== null) values.factCashOnly = facts.cashOnly;
  if (facts.tmoney !== null) values.factTmoney = facts.tmoney;
  if (facts.englishMenu !== null) values.factEnglishMenu = facts.englishMenu;
  if (facts.koreanPhoneToBook !== null) values.factKoreanPhoneToBook = facts.koreanPhoneToBook;
  if (facts.taxRefund !== null) values.factTaxRefund = facts.taxRefund;
  return values;
}

/**
 * `facts=…`: each named fact known to help a visitor (HELPFUL_FACT_VALUES), plus the known-facts predicate so the
 * partial index `places_known_facts_idx` serves the query at any catalogue size.
 */
export function helpfulFactsSql(keys: readonly PlaceFactKey[]): SQL {
  const parts = keys.map((key) => {
    const wanted = HELPFUL_FACT_VALUES[key];
    const column = FACT_COLUMNS[key];
    if (wanted === 'any') return sql`${column} is not null`;
    return wanted ? sql`${column} = true` : sql`${column} = false`;
  });
  return sql`(${KNOWN_FACTS} and ${sql.join(parts, sql` and `)})`;
}

/** The average of `count` ratings summing to `sum`, one decimal; null without any. */
export function reviewAverage(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
