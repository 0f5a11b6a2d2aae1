import type { CourseCategory, CourseVisibility, PlaceFactValues, PlaceType } from '@ktravel/contract';
import type { z } from 'zod';

/** Keys of the demo users (see users.ts). */
export type SeedUserKey = 'admin' | 'mina' | 'alex' | 'lucas' | 'yuki' | 'wei';

export interface SeedUser {
  key: SeedUserKey;
  email: string;
  name: string;
  role: 'user' | 'admin';
}

/** A real place in Korea. Coordinates are WGS84 and must be correct to ~50 m. */
export interface SeedPlace {
  /** Stable unique slug, e.g. 'gyeongbokgung'. Courses refer to places by it. */
  key: string;
  type: z.infer<typeof PlaceType>;
  /** City or province, e.g. 'Seoul', 'Busan', 'Jeju'. */
  region: string;
  /** Name as an English-speaking visitor knows it. */
  name: string;
  nameKo: string;
  nameZh: string;
  /** Road-name address in English. */
  address: string;
  /** Road-name address in Korean. */
  addressKo: string;
  lat: number;
  lng: number;
  /** One or two sentences in English, written for a visitor. */
  description: string;
  /** Only when known for certain. */
  phone?: string;
  /** Official website, only when known for certain. */
  website?: string;
  /** Human-readable lines, only when known, e.g. ['Wed–Mon 09:00–18:00', 'Closed Tuesdays']. */
  openingHours?: string[];
  /**
   * The same hours as data, whenever `openingHours` is given (a test holds the two to the same weekdays): the
   * OpenStreetMap `opening_hours` value, whether a closing day on a public holiday moves to the next day, and the
   * source of the facts (docs/decisions/014-korean-opening-hours.md).
   */
  hours?: { osm: string; closingDayMovesOnHoliday?: boolean; source: string };
  /**
   * What works there for a visitor (DESIGN §8.6), only where the place's own texts say so (a seed test holds each to
   * its description); everything else stays unknown. Not verified by an admin: `verifiedAt` stays null.
   */
  facts?: Partial<PlaceFactValues>;
}

export interface SeedComment {
  author: SeedUserKey;
  content: string;
  /** Days before "now" the comment was written (0 = today). */
  daysAgo: number;
}

export interface SeedCourse {
  title: string;
  author: SeedUserKey;
  visibility: z.infer<typeof CourseVisibility>;
  category: z.infer<typeof CourseCategory>;
  isAdvertisement?: boolean;
  /** Place keys in visiting order (1–30 of them). */
  stops: string[];
  daysAgo: number;
  comments: SeedComment[];
  /** Users who saved the course (never its author). */
  savedBy: SeedUserKey[];
}

export interface SeedTrend {
  title: string;
  /** Article body: paragraphs separated by blank lines. */
  content: string;
  aboutTitle: string;
  aboutDescription: string;
  order: number;
  daysAgo: number;
}

export interface SeedCommunityPost {
  author: SeedUserKey;
  title: string;
  content: string;
  daysAgo: number;
  comments: SeedComment[];
  likedBy: SeedUserKey[];
  scrappedBy: SeedUserKey[];
}

/**
 * A place's texts in Korean and Chinese (Simplified), beside the English ones of `SeedPlace`: written for a visitor
 * reading that language, not word for word. Opening hours have the same lines as the English ones, when those exist.
 */
export interface SeedPlaceTexts {
  descriptionKo: string;
  descriptionZh: string;
  /** The road-name address as Chinese-language guides write it, e.g. '首尔特别市钟路区社稷路161'. */
  addressZh: string;
  openingHoursKo?: string[];
  openingHoursZh?: string[];
}

/** Japanese texts of a place, as a Japanese travel guide writes them (places-texts-ja-*.ts). */
export interface SeedPlaceTextsJa {
  /** The name as Japanese guides write it, e.g. '景福宮' (kanji where the place has them) or 'Nソウルタワー'. */
  nameJa: string;
  /** The road-name address in Japanese, e.g. 'ソウル特別市鍾路区社稷路161'. */
  addressJa: string;
  descriptionJa: string;
  /** The same lines as `openingHours`, in Japanese. */
  openingHoursJa?: string[];
}

/** Traditional Chinese texts of a place, as Taiwan and Hong Kong readers write them (places-texts-zh-hant.ts). */
export interface SeedPlaceTextsZhHant {
  nameZhHant: string;
  addressZhHant: string;
  descriptionZhHant: string;
  openingHoursZhHant?: string[];
}
