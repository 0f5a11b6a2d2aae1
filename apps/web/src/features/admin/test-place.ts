import type { PlaceDto } from '@ktravel/contract';

const AT = '2026-01-01T00:00:00.000Z';

/** A place as the API answers it (Gyeongbokgung, id 12, active, a stored photo): `fields` over it. For tests. */
export function testPlace(fields: Partial<PlaceDto> = {}): PlaceDto {
  return {
    id: 12,
    googlePlaceId: null,
    provider: null,
    externalId: null,
    type: 'travel',
    status: 'active',
    name: 'Gyeongbokgung Palace',
    nameKo: '경복궁',
    nameZh: '景福宫',
    address: '161 Sajik-ro, Jongno-gu, Seoul',
    addressKo: null,
    addressZh: null,
    region: 'Seoul',
    lat: 37.579617,
    lng: 126.977041,
    phone: null,
    website: null,
    googleMapsUrl: null,
    rating: null,
    userRatingsTotal: null,
    openingHoursJson: null,
    openingHours: null,
    closingDayMovesOnHoliday: false,
    photosJson: null,
    sourceTypesJson: null,
    typeSource: null,
    description: 'The largest palace.',
    descriptionKo: null,
    descriptionZh: null,
    isAdvertisement: false,
    hasMultilingualMenu: false,
    photoUrl: '/api/places/photo?name=place%2F12',
    photoThumbnailUrl: null,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}
