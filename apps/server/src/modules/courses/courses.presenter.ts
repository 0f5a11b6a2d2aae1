import { type CourseDto, type CourseStopDto, courseCosts, type Language } from '@ktravel/contract';
import { viewerRoleIn } from '../../lib/course-access.ts';
import { isOwner } from '../../lib/ownership.ts';
import { linkedPlacePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import type { Viewer } from '../../lib/session-user.ts';
import { reviewAverage } from '../reviews/place-facts.ts';
import type { CourseRow, StopRow } from './courses.repository.ts';

/** Course rows as the contract's DTOs: what every course response is built with. */

function stopTypes(sourceTypes: unknown): string[] {
  return Array.isArray(sourceTypes) ? sourceTypes.filter((t): t is string => typeof t === 'string') : [];
}

export function toStopDto(row: StopRow): CourseStopDto {
  const place = row.place;
  return {
    id: row.id,
    order: row.order,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    externalId: row.externalId,
    placeId: row.placeId,
    placeName: place?.name ?? null,
    placeNameKo: place?.nameKo ?? null,
    placeNameZh: place?.nameZh ?? null,
    placeNameJa: place?.nameJa ?? null,
    placeNameZhHant: place?.nameZhHant ?? null,
    address: place?.address ?? null,
    addressKo: place?.addressKo ?? null,
    addressZh: place?.addressZh ?? null,
    addressJa: place?.addressJa ?? null,
    addressZhHant: place?.addressZhHant ?? null,
    phone: place?.phone ?? null,
    photoUrl: place ? linkedPlacePhotoUrl(place) : null,
    description: place?.description ?? null,
    descriptionKo: place?.descriptionKo ?? null,
    descriptionZh: place?.descriptionZh ?? null,
    descriptionJa: place?.descriptionJa ?? null,
    descriptionZhHant: place?.descriptionZhHant ?? null,
    category: place?.type ?? null,
    types: stopTypes(place?.sourceTypes),
    facts: place?.facts ?? null,
    reviewAverage: place ? reviewAverage(place.reviewCount, place.reviewSum) : null,
    reviewCount: place?.reviewCount ?? 0,
    day: row.day,
    time: row.time,
    durationMinutes: row.durationMinutes,
    costKrw: row.costKrw ?? null,
    usualCostKrw: place?.usualCostKrw ?? null,
  };
}

/** The course for `viewer`; `isSaved` is the viewer's own (the cached row is read as nobody). */
export function toCourseDto(
  row: CourseRow,
  viewer: Viewer,
  isSaved = Boolean(row.isSaved),
  language?: Language,
): CourseDto {
  const createdAt = row.createdAt.toISOString();
  const viewerRole = viewerRoleIn(row, viewer);
  // The team's own course in the reader's language; those who edit it see (and save) the original title.
  const canEditTitle = viewerRole === 'owner' || viewerRole === 'editor';
  const title = (language && !canEditTitle && row.translations[language]?.title) || row.title;
  // The author's email is private: only the author and admins see it.
  const showEmail = isOwner(viewer, row.authorId, { allowAdmin: true });
  return {
    id: row.id,
    title,
    visibility: row.visibility,
    category: row.category,
    authorId: row.authorId,
    author: {
      id: row.authorId,
      name: row.authorName,
      email: showEmail ? row.authorEmail : null,
      avatarUrl: row.authorAvatarUrl,
    },
    createdAt,
    created_at: createdAt,
    updatedAt: row.updatedAt.toISOString(),
    isAdvertisement: row.isAdvertisement,
    coverUrl: row.coverUrl,
    coverThumbnailUrl: row.coverThumbnailUrl,
    shareCount: row.shareCount,
    saveCount: row.saveCount,
    commentCount: row.commentCount,
    isSaved: viewer !== null && isSaved,
    startDate: row.startDate,
    dayCount: row.dayCount,
    version: row.revision,
    viewerRole,
    stops: row.stops.map(toStopDto),
    ...courseCosts(row.stops, row.dayCount),
  };
}
