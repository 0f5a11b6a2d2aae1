import {
  COURSE_IMPORT_MATCH_M,
  COURSE_MAX_DAYS,
  COURSE_MAX_STOPS,
  type CourseImportBody,
  type CourseImportPreviewDto,
  haversineM,
  type Language,
  localizedValues,
  TITLE_MAX_LENGTH,
} from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { linkedPlacePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { NaverListLinkError, type NaverListProvider } from '../../lib/place-providers/naver-list.ts';
import { ProviderError } from '../../lib/place-providers/types.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findActivePlacesInBox, findImportPlaces } from '../places/places.repository.ts';
import { invalid } from './import-errors.ts';
import { isPlaceNamed } from './import-match.ts';
import { cleanName, type ImportedPoint } from './import-points.ts';
import type { ImportParserPool } from './import-pool.ts';
import { parseList } from './json-files.ts';

/** Degrees of latitude per metre (the box the catalogue is read in is widened by the matching distance). */
const DEG_PER_M = 1 / 111_320;

/**
 * `POST /api/courses/import` (DESIGN §8.3): a file's points as a course preview, nothing saved. Each point within
 * 150 m of one of our places whose name is similar in any of its languages becomes that place (`matched`); the
 * catalogue is read once, in the box around the points. Past COURSE_MAX_STOPS the rest are skipped (`TOO_MANY`).
 * Files are read by the import workers (import-pool.ts), off the event loop.
 */
export class CourseImportsService {
  constructor(
    private readonly db: Db,
    private readonly files: ImportParserPool,
    /** Naver Map shared lists, when NAVER_LIST_BASE_URL is set. */
    private readonly naverList: NaverListProvider | undefined,
  ) {}

  async preview(
    user: SessionUser,
    body: CourseImportBody,
    language: Language,
  ): Promise<CourseImportPreviewDto> {
    const file =
      body.format === 'naver-list'
        ? await this.readNaverList(body.url)
        : await this.files.parse(user.id, body.format, body.content, language);
    // Never an empty preview without a word: a file of nothing the import reads says so.
    if (file.points.length === 0 && file.skipped.length === 0) {
      throw invalid('the file holds no places: no waypoints, routes, tracks, placemarks or point features');
    }
    const kept = file.points.slice(0, COURSE_MAX_STOPS);
    const skipped = [
      ...file.skipped,
      ...file.points.slice(COURSE_MAX_STOPS).map((p) => ({ name: p.name, reason: 'TOO_MANY' as const })),
    ];
    const matches = await this.match(kept);
    const details = new Map(
      (await findImportPlaces(this.db, [...new Set(matches.flatMap((m) => (m ? [m.id] : [])))])).map((p) => [
        p.id,
        p,
      ]),
    );
    // Days never go back along the order (DESIGN §8.1), and stay within the trip's length.
    let day = 1;
    const stops = kept.map((point, i) => {
      day = Math.min(COURSE_MAX_DAYS, Math.max(day, point.day));
      const match = matches[i];
      const place = match && details.get(match.id);
      return {
        order: i + 1,
        day,
        time: point.time,
        durationMinutes: point.durationMinutes,
        costKrw: point.costKrw,
        name: point.name,
        lat: point.lat,
        lng: point.lng,
        placeId: place?.id ?? null,
        matched: place !== undefined,
        place: place
          ? {
              name: place.name,
              nameKo: place.nameKo,
              nameZh: place.nameZh,
              nameJa: place.nameJa,
              nameZhHant: place.nameZhHant,
              address: place.address,
              addressKo: place.addressKo,
              addressZh: place.addressZh,
              addressJa: place.addressJa,
              addressZhHant: place.addressZhHant,
              photoUrl: linkedPlacePhotoUrl(place),
              openingHours: place.openingHours,
            }
          : null,
      };
    });
    return {
      title: cleanName(file.title ?? '').slice(0, TITLE_MAX_LENGTH),
      startDate: file.startDate ?? null,
      category: file.category ?? null,
      stops,
      skipped,
      notice: file.notice ?? null,
    };
  }

  /** A Naver Map shared list's places; its link's problems are the member's (400), Naver's failures are not. */
  private async readNaverList(url: string) {
    if (!this.naverList) {
      throw new AppError(503, 'IMPORT_SOURCE_UNAVAILABLE', 'Naver Map lists cannot be read on this server');
    }
    try {
      const list = await this.naverList.read(url);
      return parseList(list.title, list.places);
    } catch (err) {
      if (err instanceof NaverListLinkError) throw invalid(`url: ${err.message}`);
      if (err instanceof ProviderError && (err.status === 404 || err.status === 403)) {
        throw invalid('url: the list does not exist or is no longer shared');
      }
      if (err instanceof ProviderError) {
        throw new AppError(
          503,
          'IMPORT_SOURCE_UNAVAILABLE',
          'Naver Map did not answer; try again in a moment',
        );
      }
      throw err;
    }
  }

  /** Our place for each point, or undefined: the nearest within the distance whose name it is (import-match.ts). */
  private async match(points: ImportedPoint[]) {
    if (points.length === 0) return [];
    const margin = COURSE_IMPORT_MATCH_M * DEG_PER_M;
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    const lngMargin = margin / Math.max(0.1, Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180));
    const candidates = await findActivePlacesInBox(this.db, {
      south: Math.min(...lats) - margin,
      north: Math.max(...lats) + margin,
      west: Math.min(...lngs) - lngMargin,
      east: Math.max(...lngs) + lngMargin,
    });
    return points.map((point) => {
      // Our own file's place, when it is that near: the member may have named the stop otherwise.
      const named = point.placeId ? candidates.find((place) => place.id === point.placeId) : undefined;
      if (named && haversineM(point, named) <= COURSE_IMPORT_MATCH_M) return named;
      let best: { place: (typeof candidates)[number]; distance: number } | undefined;
      for (const place of candidates) {
        const distance = haversineM(point, place);
        if (distance > COURSE_IMPORT_MATCH_M || (best && distance >= best.distance)) continue;
        if (
          isPlaceNamed(point.name, { searchTerms: place.searchTerms, names: localizedValues(place, 'name') })
        )
          best = { place, distance };
      }
      return best?.place;
    });
  }
}
