import { localizedText } from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { absoluteUrl, DEFAULT_PREVIEW_IMAGE, type PageMeta } from '../../lib/html-meta.ts';
import { linkedPlacePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { findCourse } from './courses.repository.ts';

const COURSE_PAGE = /^\/(kcourse|courses)\/(\d{1,9})\/?$/;
/** Stop names the description lists before "…". */
const PREVIEW_STOPS = 3;

/**
 * Preview meta for a shared course link (`/kcourse/{id}`, `/courses/{id}`), or undefined for any other path and
 * for courses that are missing or private (those pages get the plain app, which shows "not found" itself).
 */
export function coursePageMeta(db: Db, siteOrigin: () => string) {
  return async (pathname: string, request?: FastifyRequest): Promise<PageMeta | undefined> => {
    const match = COURSE_PAGE.exec(pathname);
    if (!match) return undefined;
    const course = await findCourse(db, Number(match[2]), 0);
    if (course?.visibility !== 'public') return undefined;
    // In the reader's language (the cookie, else what the browser or bot accepts): a linked place's name in it,
    // else its English one, rather than the one the planner saved; the team's own title in it (DESIGN §8.5).
    const language = request ? requestLanguage(request) : 'en';
    const stops = course.stops.map((s) => ({
      name: (s.place && localizedText(s.place, 'name', language)) ?? s.name,
      place: s.place,
    }));
    const origin = siteOrigin();
    const names = stops.slice(0, PREVIEW_STOPS).map((s) => s.name);
    const more = stops.length > PREVIEW_STOPS ? ' → …' : '';
    const count = stops.length === 1 ? '1 stop' : `${stops.length} stops`;
    const photo = stops
      .map((s) => (s.place ? linkedPlacePhotoUrl(s.place) : null))
      .find((url) => url !== null);
    return {
      title: course.translations[language]?.title ?? course.title,
      description: `K-Course: ${count}${names.length > 0 ? ` — ${names.join(' → ')}${more}` : ''}`,
      url: `${origin}/kcourse/${match[2]}`,
      image: absoluteUrl(origin, photo ?? DEFAULT_PREVIEW_IMAGE),
      siteName: 'K-Travel',
    };
  };
}

/** The API call a course page (`/kcourse/{id}`) makes first: its course, inlined in its HTML (see web-app.ts). */
export function courseInlineData(pathname: string): string | undefined {
  const match = /^\/kcourse\/(\d{1,9})$/.exec(pathname);
  return match ? `/api/courses/${match[1]}` : undefined;
}
