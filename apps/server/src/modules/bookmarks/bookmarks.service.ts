import type { BookmarkDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import { linkedPlacePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { isActivePlace, type LinkedPlaceJson } from '../places/places.repository.ts';
import { reviewAverage } from '../reviews/place-facts.ts';
import * as repo from './bookmarks.repository.ts';

const toDto = (row: repo.BookmarkRow & { place: LinkedPlaceJson }): BookmarkDto => ({
  id: row.id,
  placeId: row.placeId,
  type: row.place.type,
  name: row.place.name,
  nameKo: row.place.nameKo,
  nameZh: row.place.nameZh,
  nameJa: row.place.nameJa,
  nameZhHant: row.place.nameZhHant,
  address: row.place.address,
  addressKo: row.place.addressKo,
  addressZh: row.place.addressZh,
  addressJa: row.place.addressJa,
  addressZhHant: row.place.addressZhHant,
  lat: row.place.lat,
  lng: row.place.lng,
  googleMapsUrl: row.place.googleMapsUrl,
  photoUrl: linkedPlacePhotoUrl(row.place),
  reviewAverage: reviewAverage(row.place.reviewCount, row.place.reviewSum),
  reviewCount: row.place.reviewCount,
  createdAt: row.createdAt.toISOString(),
});

const placeNotFound = () => notFound('PLACE_NOT_FOUND', 'Place not found');
const hasPlace = (row: repo.BookmarkRow): row is repo.BookmarkRow & { place: LinkedPlaceJson } =>
  row.place !== null;

/** A member's bookmarked places (spec §8): one per place, only of places on the map. */
export class BookmarksService {
  constructor(private readonly db: Db) {}

  async add(userId: number, placeId: number): Promise<BookmarkDto> {
    if (!(await isActivePlace(this.db, placeId))) throw placeNotFound();
    const id = await this.db.transaction(async (tx) => {
      const inserted = await repo.insertBookmark(tx, userId, placeId);
      if (inserted === undefined) {
        throw conflict('ALREADY_BOOKMARKED', 'This place is already in your bookmarks');
      }
      await recordIdempotentEffect(tx, inserted);
      return inserted;
    });
    return this.created(id);
  }

  /** The bookmark `add` made, as it answered (a repeat whose answer was lost, replayed); 404 once it is gone. */
  async created(id: number): Promise<BookmarkDto> {
    const row = await repo.findBookmark(this.db, id);
    // The place was switched off between the check and now.
    if (!row || !hasPlace(row)) throw placeNotFound();
    return toDto(row);
  }

  async remove(userId: number, placeId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await repo.deleteBookmark(tx, userId, placeId))) {
        throw notFound('BOOKMARK_NOT_FOUND', 'This place is not in your bookmarks');
      }
      await recordIdempotentEffect(tx);
    });
  }

  async listMine(userId: number, request: PageRequest) {
    const { items, total } = await repo.listBookmarks(this.db, userId, request.limit, pageOffset(request));
    return toPage(items.filter(hasPlace).map(toDto), total, request);
  }
}
