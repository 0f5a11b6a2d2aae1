import type { CourseDto, CourseStopDto, HoursDayDto, PostDto, UserDto } from '@ktravel/contract';
import { useAuthStore } from '../lib/auth/session-store.ts';

/** A member (role user) named `name`, with the email `{name}@example.com` in lower case. */
export function testUser(id: number, name: string): UserDto {
  return { id, email: `${name.toLowerCase()}@example.com`, name, avatarUrl: null, role: 'user' };
}

/** The session as the header's check leaves it: `user` (null: signed out), checked unless `isReady` is false. */
export function setSession(user: UserDto | null, isReady = true): void {
  useAuthStore.setState({ user, isReady, error: null });
}

/** GET /api/config's answer with the given sign-in options (a test map and no place search providers). */
export function configBody(auth: { google: boolean; devLogin: boolean }) {
  return {
    data: {
      auth,
      map: { tileUrl: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'OSM', prefetch: false },
      placeSearch: { google: false, kakao: false },
      imports: { naverList: false },
      translate: false,
      errorDemo: 'everyone',
      version: '0.1.0',
    },
  };
}

const CREATED_AT = '2026-01-01T00:00:00.000Z';

/** A course as the API answers it: `fields` over a public course by user 5 (Sora), no stops, nothing counted. */
export function testCourse(fields: Partial<CourseDto> = {}): CourseDto {
  return {
    id: 7,
    title: 'Palaces',
    visibility: 'public',
    category: 'all',
    authorId: 5,
    author: { id: 5, name: 'Sora', email: null, avatarUrl: null },
    createdAt: CREATED_AT,
    created_at: CREATED_AT,
    updatedAt: CREATED_AT,
    isAdvertisement: false,
    coverUrl: null,
    coverThumbnailUrl: null,
    shareCount: 0,
    saveCount: 0,
    commentCount: 0,
    isSaved: false,
    startDate: null,
    dayCount: 1,
    version: 1,
    viewerRole: null,
    stops: [],
    ...fields,
  };
}

/** A course's stop as the API answers it: `fields` over a stop linked to nothing, without address or photo. */
export function testStop(
  fields: Pick<CourseStopDto, 'id' | 'order' | 'name'> & Partial<CourseStopDto>,
): CourseStopDto {
  return {
    lat: 37.58,
    lng: 126.98,
    externalId: null,
    placeId: null,
    placeName: null,
    placeNameKo: null,
    placeNameZh: null,
    placeNameJa: null,
    placeNameZhHant: null,
    address: null,
    addressKo: null,
    addressZh: null,
    addressJa: null,
    addressZhHant: null,
    phone: null,
    photoUrl: null,
    description: null,
    descriptionKo: null,
    descriptionZh: null,
    descriptionJa: null,
    descriptionZhHant: null,
    category: null,
    types: [],
    day: 1,
    time: null,
    durationMinutes: null,
    ...fields,
  };
}

/** Gyeongbokgung Palace as a course's first stop (id 1), linked to place 3 with its Korean and Chinese names. */
export function testPalaceStop(fields: Partial<CourseStopDto> = {}): CourseStopDto {
  return testStop({
    id: 1,
    order: 1,
    name: 'Gyeongbokgung Palace',
    lat: 37.5796,
    lng: 126.977,
    placeId: 3,
    placeName: 'Gyeongbokgung Palace',
    placeNameKo: '경복궁',
    placeNameZh: '景福宫',
    ...fields,
  });
}

/** A day of a place's hours as the API answers it: `fields` over open 09:00–18:00, last entry 17:00, no holiday. */
export const testHoursDay = (date: string, fields: Partial<HoursDayDto> = {}): HoursDayDto => ({
  date,
  state: 'open',
  intervals: [{ from: '09:00', to: '18:00' }],
  holiday: null,
  closure: null,
  lastEntry: '17:00',
  ...fields,
});

/** A post as the API answers it: `fields` over a published community post by user 5 (Sora), nothing counted. */
export function testPost(fields: Partial<PostDto> = {}): PostDto {
  return {
    id: 11,
    postType: 'community',
    status: 'published',
    moderationStatus: 'active',
    category: 'community',
    title: 'Where to eat near Gwangjang Market?',
    content: 'Any tips?',
    imageUrl: null,
    thumbnailUrl: null,
    author: { id: 5, name: 'Sora', avatarUrl: null },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    likeCount: 0,
    scrapCount: 0,
    commentCount: 0,
    isLiked: false,
    isScrapped: false,
    order: 0,
    aboutTitle: null,
    aboutDescription: null,
    canEdit: false,
    canDelete: false,
    ...fields,
  };
}
