import type { BookmarkDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { placePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import * as repo from './bookmarks.repository.ts';

const toDto = (row: repo.BookmarkRow): BookmarkDto => ({
  id: row.id,
  placeId: row.placeId,
  type: row.type,
  name: row.name,
  nameKo: row.nameKo,
  nameZh: row.nameZh,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  googleMapsUrl: row.googleMapsUrl,
  photoUrl: placePhotoUrl({ id: row.placeId, photoUrl: row.photoUrl, photosJson: row.photosJson }),
  createdAt: row.createdAt.toISOString(),
});

/** A member's bookmarked places (spec §8): one per place, only of places on the map. */
export class BookmarksService {
  constructor(private readonly db: Db) {}

  async add(userId: number, placeId: number): Promise<BookmarkDto> {
    if (!(await repo.isActivePlace(this.db, placeId))) throw notFound('PLACE_NOT_FOUND', 'Place not found');
    const id = await repo.insertBookmark(this.db, userId, placeId);
    if (id === undefined) throw conflict('ALREADY_BOOKMARKED', 'This place is already in your bookmarks');
    return toDto((await repo.findBookmark(this.db, id))!);
  }

  async remove(userId: number, placeId: number): Promise<void> {
    if (!(await repo.deleteBookmark(this.db, userId, placeId))) {
      throw notFound('BOOKMARK_NOT_FOUND', 'This place is not in your bookmarks');
    }
  }

  async listMine(userId: number, page: number, limit: number) {
    const { items, total } = await repo.listBookmarks(this.db, userId, limit, (page - 1) * limit);
    return toPage(items.map(toDto), total, page, limit);
  }
}
