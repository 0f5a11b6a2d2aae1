import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PageMeta } from '../../lib/html-meta.ts';
import { placePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { findCoursePreview } from './courses.repository.ts';

const COURSE_PAGE = /^\/(kcourse|courses)\/(\d{1,9})\/?$/;
/** The site's card (apps/web/public), for courses whose stops have no photo. */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.jpg';
/** Stop names the description lists before "…". */
const PREVIEW_STOPS = 3;

/**
 * Preview meta for a shared course link (`/kcourse/{id}`, `/courses/{id}`), or undefined for any other path and
 * for courses that are missing or private (those pages get the plain app, which shows "not found" itself).
 */
export function coursePageMeta(db: Db, publicUrl: string | undefined) {
  return async (pathname: string, request: FastifyRequest): Promise<PageMeta | undefined> => {
    const match = COURSE_PAGE.exec(pathname);
    if (!match) return undefined;
    const course = await findCoursePreview(db, Number(match[2]));
    if (course?.visibility !== 'public') return undefined;
    // PUBLIC_URL is required in production; without it (development) the request's own origin is used.
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
    const names = course.stops.slice(0, PREVIEW_STOPS).map((s) => s.name);
    const more = course.stops.length > PREVIEW_STOPS ? ' → …' : '';
    const count = course.stops.length === 1 ? '1 stop' : `${course.stops.length} stops`;
    const photo = course.stops
      .map((s) =>
        s.placeId === null
          ? null
          : placePhotoUrl({
              id: s.placeId,
              photoUrl: s.photoUrl,
              photosJson: s.firstPhotoName ? [{ name: s.firstPhotoName }] : null,
            }),
      )
      .find((url) => url !== null);
    return {
      title: course.title,
      description: `K-Course: ${count}${names.length > 0 ? ` — ${names.join(' → ')}${more}` : ''}`,
      url: `${origin}/kcourse/${match[2]}`,
      image: absolute(photo ?? DEFAULT_PREVIEW_IMAGE),
      siteName: 'K-Travel',
    };
  };
}
