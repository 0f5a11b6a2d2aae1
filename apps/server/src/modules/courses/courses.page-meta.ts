import { localizedText } from '@ktravel/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { absoluteUrl, type PageMeta, type PageNotFound } from '../../lib/html-meta.ts';
import { linkedPlacePhotoUrl } from '../../lib/place-providers/catalogue.ts';
import { pageLanguage } from '../../lib/request-language.ts';
import { SITE_NAME, siteCard } from '../site/site.page-meta.ts';
import { SITE_TEXTS } from '../site/site.texts.ts';
import { findCourse } from './courses.repository.ts';

const COURSE_PAGE = /^\/(kcourse|courses)\/([^/]+?)\/?$/;
const COURSE_ID = /^\d{1,9}$/;
/** Stop names the description lists before "…". */
const PREVIEW_STOPS = 3;

/**
 * Preview meta for a shared course link (`/kcourse/{id}`, `/courses/{id}`) in the reader's language, undefined for
 * any other path, and not-found for a course that is missing or private (its author's own request may still see
 * it: web-app.ts asks the API as them).
 */
export function coursePageMeta(db: Db, siteOrigin: () => string) {
  return async (pathname: string, request: FastifyRequest): Promise<PageMeta | PageNotFound | undefined> => {
    const match = COURSE_PAGE.exec(pathname);
    if (!match) return undefined;
    const id = match[2]!;
    const notFound: PageNotFound = { notFound: true, apiPath: `/api/courses/${COURSE_ID.test(id) ? id : 0}` };
    if (!COURSE_ID.test(id)) return notFound;
    const course = await findCourse(db, Number(id), 0);
    if (course?.visibility !== 'public') return notFound;
    // In the reader's language (`?lng=`, the cookie, else what the browser or bot accepts): a linked place's name in
    // it, else its English one, rather than the one the planner saved; the team's own title in it (DESIGN §8.5).
    const language = pageLanguage(request);
    const stops = course.stops.map((s) => ({
      name: (s.place && localizedText(s.place, 'name', language)) ?? s.name,
      place: s.place,
    }));
    const origin = siteOrigin();
    const title = course.translations[language]?.title ?? course.title;
    const names = stops.slice(0, PREVIEW_STOPS).map((s) => s.name);
    const photoStop = stops.find((s) => s.place && linkedPlacePhotoUrl(s.place) !== null);
    const photo = photoStop?.place ? linkedPlacePhotoUrl(photoStop.place) : null;
    // The author's cover first, else the first stop with a photo, else the site's card.
    const image = course.coverUrl
      ? { url: absoluteUrl(origin, course.coverUrl), alt: title }
      : photo
        ? { url: absoluteUrl(origin, photo), alt: photoStop!.name }
        : siteCard(origin, language);
    return {
      title,
      description: SITE_TEXTS[language].courseSummary(stops.length, names, stops.length > PREVIEW_STOPS),
      url: `${origin}/kcourse/${id}`,
      image,
      siteName: SITE_NAME,
      language,
    };
  };
}

/** The API call a course page (`/kcourse/{id}`) makes first: its course, inlined in its HTML (see web-app.ts). */
export function courseInlineData(pathname: string): string | undefined {
  const match = /^\/kcourse\/(\d{1,9})$/.exec(pathname);
  return match ? `/api/courses/${match[1]}` : undefined;
}
