import {
  type AddPlaceBody,
  type AdminPlacesQuery,
  MARKER_CATEGORIES,
  type PlaceDto,
  type PlaceType,
  type UpdatePlaceBody,
} from '@ktravel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseDbId } from '../../lib/db-id.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  changeImage,
  dropImageFiles,
  type ImageStore,
  type StoredImage,
  withImageChanges,
} from '../../lib/stored-image.ts';
import { recordAdminAction } from '../audit/audit.repository.ts';
import { storedOpeningHours } from '../hours/hours.service.ts';
import { hoursTexts } from '../hours/hours-text.ts';
import * as repo from './places.repository.ts';
import { detailsToRow, type PlacesService, placeNotFound, toPlaceDto } from './places.service.ts';
import * as adminRepo from './places-admin.repository.ts';

type PlaceChange = Partial<repo.PlaceInsert>;

/** A place's photo as `changeImage` needs it. */
const placePhoto = (row: repo.PlaceRow): StoredImage => ({
  imageUrl: row.photoUrl,
  thumbnailUrl: row.photoThumbnailUrl,
  imageKeys: row.photoKeys,
});

/** A place's photo columns from what `changeImage` answers. */
const photoColumns = (image: StoredImage): PlaceChange => ({
  photoUrl: image.imageUrl,
  photoThumbnailUrl: image.thumbnailUrl,
  photoKeys: image.imageKeys,
});

/** Columns the audit trail leaves out: derived from another one (the thumbnail and keys of `photoUrl`). */
const UNAUDITED = new Set(['typeSource', 'photoThumbnailUrl', 'photoKeys', 'openingHoursJson']);

/**
 * The hours columns of a marker form: `openingHours` checked and stored in canonical form (a syntax error is a
 * 400 naming it), and the display texts in three languages written from it, so text and data always agree.
 * Nothing when the form leaves the hours alone.
 */
function hoursColumns(
  body: { openingHours?: string | null | undefined; closingDayMovesOnHoliday?: boolean | undefined },
  before: Pick<repo.PlaceRow, 'openingHours' | 'closingDayMovesOnHoliday'> | undefined,
): PlaceChange {
  const openingHours = storedOpeningHours(body.openingHours);
  const spec = {
    openingHours: openingHours === undefined ? (before?.openingHours ?? null) : openingHours,
    closingDayMovesOnHoliday: body.closingDayMovesOnHoliday ?? before?.closingDayMovesOnHoliday ?? false,
  };
  if (
    before &&
    spec.openingHours === before.openingHours &&
    spec.closingDayMovesOnHoliday === before.closingDayMovesOnHoliday
  ) {
    return {};
  }
  if (!before && spec.openingHours === null && !spec.closingDayMovesOnHoliday) return {};
  return { ...spec, openingHoursJson: hoursTexts(spec) };
}

/** Two places of the same name closer than this are one place (admin add refuses the second). */
const DUPLICATE_RADIUS_M = 50;

const placeAlreadyExists = (existing: repo.PlaceRow) =>
  new AppError(409, 'PLACE_ALREADY_EXISTS', `This place is already on the map (id ${existing.id})`, {
    placeId: String(existing.id),
  });

/** The changed fields' old and new values, for the audit trail. */
function diff(before: repo.PlaceRow, after: repo.PlaceRow, keys: string[]) {
  const changed = keys.filter(
    (k) =>
      JSON.stringify(before[k as keyof repo.PlaceRow]) !== JSON.stringify(after[k as keyof repo.PlaceRow]),
  );
  const pick = (row: repo.PlaceRow) =>
    Object.fromEntries(changed.map((k) => [k, row[k as keyof repo.PlaceRow] ?? null]));
  return { changed: changed.length > 0, before: pick(before), after: pick(after) };
}

/**
 * Admins' place management (K-Map markers): the list with inactive places, add from a search, edits, flags,
 * status and delete. Every change is written to the audit trail in the same transaction; an inactive place
 * leaves the public map, search and lists at once (public reads filter on status).
 */
export class PlacesAdminService {
  constructor(
    private readonly db: Db,
    private readonly places: PlacesService,
    private readonly images: ImageStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * The photo change of a marker form (`imageUrl`): an upload is re-encoded into `places/{id}/` with a thumbnail,
   * an outside URL kept as typed, '' or null removes it; the files it replaces go once the change has committed.
   */
  private changePhoto(
    tx: DbOrTx,
    admin: SessionUser,
    place: repo.PlaceRow,
    imageUrl: string | null | undefined,
  ) {
    return changeImage(this.images, tx, placePhoto(place), imageUrl, {
      userId: admin.id,
      owner: { kind: 'places', id: place.id },
      allowOutsideUrl: true,
    });
  }

  async list(query: AdminPlacesQuery) {
    const { items, total } = await adminRepo.listAdminPlaces(this.db, query, query.limit, pageOffset(query));
    return toPage(items.map(toPlaceDto), total, query);
  }

  /**
   * Admin "add marker": puts a new search result on the map; it needs coordinates (from the body or Google
   * details). A place already in the catalogue is refused with 409 PLACE_ALREADY_EXISTS: a catalogue result, the
   * same outside id, or the same name within 50 m (active or not; an inactive one is shown again on its edit page).
   */
  async add(admin: SessionUser, body: AddPlaceBody): Promise<PlaceDto> {
    const type: PlaceType =
      body.category in MARKER_CATEGORIES
        ? MARKER_CATEGORIES[body.category as keyof typeof MARKER_CATEGORIES]
        : (body.category as PlaceType);
    const edits = {
      name: body.name,
      type,
      typeSource: 'admin',
      status: 'active' as const,
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.usualCostKrw !== undefined ? { usualCostKrw: body.usualCostKrw } : {}),
      ...hoursColumns(body, undefined),
    };
    if (body.source === 'catalogue') {
      // A catalogue result is a place we hold already: it is edited (or shown again) on its edit page.
      const id = parseDbId(body.placeId);
      const existing = id === undefined ? undefined : await repo.findPlaceById(this.db, id);
      if (!existing) throw placeNotFound();
      throw placeAlreadyExists(existing);
    }
    const existing = await repo.findPlaceByExternal(this.db, body.source, body.placeId);
    if (existing) throw placeAlreadyExists(existing);

    let details: repo.PlaceInsert | undefined;
    if (body.source === 'google' && this.places.hasGoogle) {
      const found = await this.places.googleDetails(body.placeId);
      if (found) details = detailsToRow(found);
    }
    const lat = details?.lat ?? body.lat;
    const lng = details?.lng ?? body.lng;
    if (lat === undefined || lng === undefined) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The place needs coordinates', {
        lat: 'Pick the place from the search so its position is known',
      });
    }
    const sameNear = await adminRepo.findSameNameNear(this.db, body.name, { lat, lng }, DUPLICATE_RADIUS_M);
    if (sameNear) throw placeAlreadyExists(sameNear);
    return withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        let row = await repo.upsertExternalPlace(tx, {
          ...details,
          provider: body.source,
          externalId: body.placeId,
          address: details?.address ?? body.address ?? null,
          lat,
          lng,
          createdById: admin.id,
          ...edits,
        });
        const photo = await this.changePhoto(tx, admin, row, body.imageUrl);
        track(photo);
        if (photo.image) row = (await repo.updatePlace(tx, row.id, photoColumns(photo.image))) ?? row;
        await recordAdminAction(tx, {
          admin,
          action: 'place.add',
          target: { type: 'place', id: row.id, label: row.name },
          after: { name: row.name, type: row.type, status: row.status },
        });
        return toPlaceDto(row);
      }),
    );
  }

  /**
   * Applies `values` (and the photo `imageUrl`, when given) and audits what changed (nothing written when nothing
   * changes).
   */
  private async edit(
    admin: SessionUser,
    id: number,
    values: PlaceChange | ((before: repo.PlaceRow) => PlaceChange),
    action: string,
    imageUrl?: string | null,
  ): Promise<PlaceDto> {
    return withImageChanges(this.images, this.log, (track) =>
      this.db.transaction(async (tx) => {
        const before = await repo.findPlaceById(tx, id, 'update');
        if (!before) throw placeNotFound();
        const own = typeof values === 'function' ? values(before) : values;
        const photo = await this.changePhoto(tx, admin, before, imageUrl);
        track(photo);
        const changes = photo.image ? { ...own, ...photoColumns(photo.image) } : own;
        const after = await repo.updatePlace(tx, id, changes);
        if (!after) throw placeNotFound();
        const change = diff(
          before,
          after,
          Object.keys(changes).filter((k) => !UNAUDITED.has(k)),
        );
        if (change.changed) await this.audit(tx, admin, action, after, change.before, change.after);
        return toPlaceDto(after);
      }),
    );
  }

  private audit(
    tx: DbOrTx,
    admin: SessionUser,
    action: string,
    place: repo.PlaceRow,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) {
    return recordAdminAction(tx, {
      admin,
      action,
      target: { type: 'place', id: place.id, label: place.name },
      before,
      after,
    });
  }

  update(admin: SessionUser, id: number, body: UpdatePlaceBody): Promise<PlaceDto> {
    // Checked before the transaction: a syntax error is a 400 that touches nothing.
    storedOpeningHours(body.openingHours);
    return this.edit(
      admin,
      id,
      (before) => ({
        name: body.name,
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.descriptionKo !== undefined ? { descriptionKo: body.descriptionKo || null } : {}),
        ...(body.descriptionZh !== undefined ? { descriptionZh: body.descriptionZh || null } : {}),
        ...(body.descriptionJa !== undefined ? { descriptionJa: body.descriptionJa || null } : {}),
        ...(body.descriptionZhHant !== undefined
          ? { descriptionZhHant: body.descriptionZhHant || null }
          : {}),
        // Each once, in the order typed; the search terms are written again with them (places.repository).
        ...(body.aliases !== undefined ? { aliases: [...new Set(body.aliases)] } : {}),
        ...(body.status ? { status: body.status } : {}),
        ...(body.type ? { type: body.type, typeSource: 'admin' } : {}),
        ...(body.usualCostKrw !== undefined ? { usualCostKrw: body.usualCostKrw } : {}),
        ...hoursColumns(body, before),
      }),
      'place.edit',
      body.imageUrl,
    );
  }

  setMultilingualMenu(admin: SessionUser, id: number, hasMultilingualMenu: boolean): Promise<PlaceDto> {
    return this.edit(admin, id, { hasMultilingualMenu }, 'place.multilingualMenu');
  }

  setAdvertisement(admin: SessionUser, id: number, isAdvertisement: boolean): Promise<PlaceDto> {
    return this.edit(admin, id, { isAdvertisement }, 'place.advertisement');
  }

  /** Spec §7 sends the Google place id here; our numeric id works too. */
  async setType(admin: SessionUser, idOrGooglePlaceId: string, type: PlaceType): Promise<PlaceDto> {
    const id = parseDbId(idOrGooglePlaceId);
    const row = /^\d+$/.test(idOrGooglePlaceId)
      ? id === undefined
        ? undefined
        : await repo.findPlaceById(this.db, id)
      : await repo.findPlaceByExternal(this.db, 'google', idOrGooglePlaceId);
    if (!row) throw placeNotFound();
    return this.edit(admin, row.id, { type, typeSource: 'admin' }, 'place.type');
  }

  /** Deletes the place (bookmarks go with it, course stops are unlinked by the foreign keys), then its photo's files. */
  async remove(admin: SessionUser, id: number): Promise<void> {
    const photoKeys = await this.db.transaction(async (tx) => {
      const before = await repo.findPlaceById(tx, id, 'update');
      const keys = before && (await repo.deletePlace(tx, id));
      if (!before || !keys) throw placeNotFound();
      await this.audit(tx, admin, 'place.delete', before, { name: before.name, status: before.status }, null);
      return keys;
    });
    await dropImageFiles(this.images, this.log, photoKeys);
  }
}
