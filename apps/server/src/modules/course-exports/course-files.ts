import {
  addDays,
  type CourseDto,
  type CourseStopDto,
  courseCosts,
  KTRAVEL_COURSE_FORMAT,
  KTRAVEL_COURSE_VERSION,
  type KtravelCourseDocument,
  type Language,
  localizedText,
  normalizeLongitude,
} from '@ktravel/contract';
import { create } from 'xmlbuilder2';
import { sameName } from '../../lib/place-providers/search.ts';

/**
 * A course as files for other tools (DESIGN §8.3): our lossless JSON, GeoJSON, KML and GPX. Names keep their Hangul
 * in every file. The XML is written by xmlbuilder2 (escaping done by the builder, never by string concatenation).
 */

const stopsInOrder = (course: CourseDto) => [...course.stops].sort((a, b) => a.order - b.order);

/** The linked place's name in the reader's language, else the name the stop was planned with. */
const placeReaderName = (stop: CourseStopDto, language: Language) =>
  localizedText(stop, 'placeName', language, []) || stop.name;

/**
 * The name the member gave the stop when it is not one of its place's names ("Lunch with Minji" at a restaurant),
 * else null: what a file must keep beside the place's name (issue 44).
 */
export function ownName(stop: CourseStopDto): string | null {
  const own = stop.name.trim();
  const names = [
    stop.placeName,
    stop.placeNameKo,
    stop.placeNameZh,
    stop.placeNameJa,
    stop.placeNameZhHant,
  ].filter((name): name is string => Boolean(name));
  return own && names.length > 0 && !sameName([own], names) ? own : null;
}

/**
 * The stop's name in the reader's language (the linked place's), else the name it was planned with; the member's
 * own name first when they gave it one: "Lunch with Minji · Tosokchon Samgyetang".
 */
export const readerName = (stop: CourseStopDto, language: Language) => {
  const own = ownName(stop);
  const place = placeReaderName(stop, language);
  return own ? `${own} · ${place}` : place;
};

/**
 * The reader's name with the Korean one beside it, `Gyeongbokgung Palace (경복궁)`, for the files a navigation app
 * shows as the only label (GPX): the reader knows the first, a driver or a passer-by the second.
 */
export const readerNameWithKorean = (stop: CourseStopDto, language: Language) => {
  const name = readerName(stop, language);
  const korean = stop.placeNameKo?.trim();
  return korean && korean !== name && !name.includes(korean) ? `${name} (${korean})` : name;
};

/** The address in the reader's language, else the Korean one, else the English one. */
const readerAddress = (stop: CourseStopDto, language: Language) =>
  localizedText(stop, 'address', language, ['ko', 'en']);

/** "Day 2", in the reader's language, with the date when the course has one. */
const DAY_LABEL: Record<Language, (day: number) => string> = {
  en: (day) => `Day ${day}`,
  ko: (day) => `${day}일차`,
  zh: (day) => `第${day}天`,
  ja: (day) => `${day}日目`,
  'zh-Hant': (day) => `第${day}天`,
};
function dayLabel(course: CourseDto, day: number, language: Language): string {
  const label = DAY_LABEL[language](day);
  return course.startDate ? `${label} · ${addDays(course.startDate, day - 1)}` : label;
}

/** The `ktravel-course` document (version 1): everything the planner needs to rebuild the course. */
export function courseDocument(course: CourseDto, language: Language): KtravelCourseDocument {
  return {
    format: KTRAVEL_COURSE_FORMAT,
    version: KTRAVEL_COURSE_VERSION,
    course: {
      title: course.title,
      category: course.category,
      startDate: course.startDate,
      stops: stopsInOrder(course).map((stop) => ({
        order: stop.order,
        day: stop.day,
        time: stop.time,
        durationMinutes: stop.durationMinutes,
        name: stop.name,
        nameKo: stop.placeNameKo,
        lat: stop.lat,
        lng: stop.lng,
        address: readerAddress(stop, language),
        placeId: stop.placeId,
        costKrw: stop.costKrw ?? null,
      })),
      ...courseCosts(course.stops, course.dayCount),
    },
  };
}

/** GeoJSON (RFC 7946): a FeatureCollection of Point features, each with the JSON export's stop as properties. */
export function courseGeoJson(course: CourseDto, language: Language) {
  const { course: document } = courseDocument(course, language);
  return {
    type: 'FeatureCollection' as const,
    // A foreign member (RFC 7946 §6.1): what the collection is.
    name: document.title,
    features: document.stops.map((stop) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [normalizeLongitude(stop.lng), stop.lat] },
      properties: { ...stop, title: readerName(course.stops.find((s) => s.order === stop.order)!, language) },
    })),
  };
}

/** "Estimated cost" in the reader's language, for the KML and GPX descriptions (DESIGN §8.7). */
const COST_LABEL: Record<Language, string> = {
  en: 'Estimated cost',
  ko: '예상 비용',
  zh: '预计费用',
  ja: '費用の目安',
  'zh-Hant': '預估費用',
};
/** Won as every reader writes them: `₩21,000`. */
const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;
const costLine = (amount: number | null | undefined, language: Language) =>
  amount === null || amount === undefined ? null : `${COST_LABEL[language]}: ${won(amount)}`;

/**
 * What a stop's description says: its Korean name and address (for a driver), its time, its address and its
 * estimated cost.
 */
function stopDescription(stop: CourseStopDto, language: Language): string {
  const time = stop.time
    ? stop.durationMinutes
      ? `${stop.time} (${stop.durationMinutes} min)`
      : stop.time
    : null;
  return [
    stop.placeNameKo,
    stop.addressKo,
    time,
    language === 'ko' ? null : readerAddress(stop, language),
    costLine(stop.costKrw, language),
  ]
    .filter((line, i, lines): line is string => Boolean(line) && lines.indexOf(line) === i)
    .join('\n');
}

/** The days a course's stops fall on, in order, each with its stops in order. */
function stopsByDay(course: CourseDto): [number, CourseStopDto[]][] {
  const days = new Map<number, CourseStopDto[]>();
  for (const stop of stopsInOrder(course)) days.set(stop.day, [...(days.get(stop.day) ?? []), stop]);
  return [...days.entries()].sort(([a], [b]) => a - b);
}

/**
 * KML 2.2: one `Folder` per day in day order, a `Placemark` per stop named in the reader's language, with the
 * Korean name as extended data and in the description, and one shared style.
 */
export function courseKml(course: CourseDto, language: Language, courseUrl: string): string {
  const kml = create({ version: '1.0', encoding: 'UTF-8' }).ele('kml', {
    xmlns: 'http://www.opengis.net/kml/2.2',
  });
  const document = kml.ele('Document');
  document.ele('name').txt(course.title);
  const costs = courseCosts(course.stops, course.dayCount);
  document
    .ele('description')
    .txt([courseUrl, costLine(costs.costTotalKrw, language)].filter(Boolean).join('\n'));
  const style = document.ele('Style', { id: 'stop' });
  style.ele('IconStyle').ele('color').txt('ff8a4f0b').up().ele('scale').txt('1.1');
  style.ele('LabelStyle').ele('scale').txt('0.9');
  for (const [day, stops] of stopsByDay(course)) {
    const folder = document.ele('Folder');
    folder.ele('name').txt(dayLabel(course, day, language));
    const dayCost = stops.some((stop) => stop.costKrw != null)
      ? costs.costByDay.find((entry) => entry.day === day)?.costKrw
      : null;
    const dayLine = costLine(dayCost, language);
    if (dayLine) folder.ele('description').txt(dayLine);
    for (const stop of stops) {
      const placemark = folder.ele('Placemark');
      placemark.ele('name').txt(`${stop.order}. ${readerName(stop, language)}`);
      const description = stopDescription(stop, language);
      if (description) placemark.ele('description').txt(description);
      placemark.ele('styleUrl').txt('#stop');
      const data = placemark.ele('ExtendedData');
      // Read back by our import (kml-file.ts): the stop's own name, its order, day, arrival and length.
      data.ele('Data', { name: 'stopName' }).ele('value').txt(stop.name);
      if (stop.placeId !== null) data.ele('Data', { name: 'placeId' }).ele('value').txt(String(stop.placeId));
      data.ele('Data', { name: 'order' }).ele('value').txt(String(stop.order));
      data.ele('Data', { name: 'day' }).ele('value').txt(String(stop.day));
      if (stop.placeNameKo) data.ele('Data', { name: 'nameKo' }).ele('value').txt(stop.placeNameKo);
      if (stop.time) data.ele('Data', { name: 'time' }).ele('value').txt(stop.time);
      if (stop.durationMinutes) {
        data.ele('Data', { name: 'durationMinutes' }).ele('value').txt(String(stop.durationMinutes));
      }
      placemark
        .ele('Point')
        .ele('coordinates')
        .txt(`${normalizeLongitude(stop.lng)},${stop.lat},0`);
    }
  }
  return kml.end({ prettyPrint: true });
}

/** Our GPX extensions' prefix and namespace: a stop's order, day, arrival and length. */
const KT = 'kt';
const KT_NAMESPACE = 'https://ktravel.app/ns/gpx-stop/1';

/** The GPX file's description, in the reader's language. */
const COURSE_BY: Record<Language, (author: string) => string> = {
  en: (author) => `K-Travel course by ${author}`,
  ko: (author) => `${author}님의 K-Travel 코스`,
  zh: (author) => `${author} 的 K-Travel 路线`,
  ja: (author) => `${author}さんの K-Travel コース`,
  'zh-Hant': (author) => `${author} 的 K-Travel 路線`,
};

/**
 * GPX 1.1: a waypoint per stop and a route through them, or one route per day when the course has several (each
 * named after its day, so a navigation app offers the day's legs).
 */
export function courseGpx(course: CourseDto, language: Language, time: Date): string {
  const gpx = create({ version: '1.0', encoding: 'UTF-8' }).ele('gpx', {
    version: '1.1',
    creator: 'K-Travel',
    xmlns: 'http://www.topografix.com/GPX/1/1',
    [`xmlns:${KT}`]: KT_NAMESPACE,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': 'http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd',
  });
  const metadata = gpx.ele('metadata');
  metadata.ele('name').txt(course.title);
  metadata.ele('desc').txt(COURSE_BY[language](course.author.name));
  metadata.ele('time').txt(time.toISOString());
  const point = (parent: ReturnType<typeof gpx.ele>, tag: 'wpt' | 'rtept', stop: CourseStopDto) => {
    // GPX 1.1 allows −180 ≤ lon < 180: 180 is written as −180.
    const element = parent.ele(tag, { lat: String(stop.lat), lon: String(normalizeLongitude(stop.lng)) });
    element.ele('name').txt(readerNameWithKorean(stop, language));
    const description = stopDescription(stop, language);
    if (description) element.ele('desc').txt(description);
    // The stop's place in the plan, in our own namespace (GPX 1.1 lets extensions carry any other): our import reads
    // them back (gpx-file.ts); other tools skip them.
    const plan = element.ele('extensions').ele(`${KT}:stop`);
    plan.ele(`${KT}:ownName`).txt(stop.name);
    if (stop.placeId !== null) plan.ele(`${KT}:placeId`).txt(String(stop.placeId));
    plan.ele(`${KT}:order`).txt(String(stop.order));
    plan.ele(`${KT}:day`).txt(String(stop.day));
    if (stop.time) plan.ele(`${KT}:arrival`).txt(stop.time);
    if (stop.durationMinutes) plan.ele(`${KT}:duration`).txt(String(stop.durationMinutes));
  };
  for (const stop of stopsInOrder(course)) point(gpx, 'wpt', stop);
  const days = stopsByDay(course);
  for (const [day, stops] of days) {
    const route = gpx.ele('rte');
    route
      .ele('name')
      .txt(days.length > 1 ? `${course.title} · ${dayLabel(course, day, language)}` : course.title);
    for (const stop of stops) point(route, 'rtept', stop);
  }
  return gpx.end({ prettyPrint: true });
}
