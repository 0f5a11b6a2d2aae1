import {
  addDays,
  type CourseDto,
  type CourseStopDto,
  DEFAULT_VISIT_MINUTES,
  type Language,
  SEOUL_TIME_ZONE,
} from '@ktravel/contract';
import ICAL from 'ical.js';
import { readerName } from './course-files.ts';

/**
 * A course as an iCalendar file (RFC 5545, written by ical.js): one event per stop on its trip day, at its time in
 * Asia/Seoul for its duration (an hour when it has none), or all day when it has no time; the Korean address as
 * `LOCATION` (what a taxi driver reads), `GEO`, the course's URL. Korea has no daylight saving: the time zone is one
 * standard offset, +09:00.
 */

function seoulTimeZone(): ICAL.Component {
  const zone = new ICAL.Component('vtimezone');
  zone.addPropertyWithValue('tzid', SEOUL_TIME_ZONE);
  const standard = new ICAL.Component('standard');
  standard.addPropertyWithValue('dtstart', ICAL.Time.fromDateTimeString('1970-01-01T00:00:00'));
  standard.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString('+09:00'));
  standard.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString('+09:00'));
  standard.addPropertyWithValue('tzname', 'KST');
  zone.addSubcomponent(standard);
  return zone;
}

function calendarDate(date: string): ICAL.Time {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({ year, month, day, isDate: true });
}

function stopEvent(
  course: CourseDto & { startDate: string },
  stop: CourseStopDto,
  input: { courseUrl: string; host: string; language: Language },
): ICAL.Component {
  const event = new ICAL.Component('vevent');
  const date = addDays(course.startDate, stop.day - 1);
  event.addPropertyWithValue('uid', `course-${course.id}-stop-${stop.order}@${input.host}`);
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(course.updatedAt), true));
  if (stop.time) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = stop.time.split(':').map(Number) as [number, number];
    const start = event.addPropertyWithValue(
      'dtstart',
      ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }),
    );
    start.setParameter('tzid', SEOUL_TIME_ZONE);
    event.addPropertyWithValue(
      'duration',
      ICAL.Duration.fromSeconds((stop.durationMinutes ?? DEFAULT_VISIT_MINUTES) * 60),
    );
  } else {
    event.addPropertyWithValue('dtstart', calendarDate(date));
    event.addPropertyWithValue('dtend', calendarDate(addDays(date, 1)));
  }
  const name = readerName(stop, input.language);
  const korean = stop.placeNameKo;
  event.addPropertyWithValue('summary', korean && korean !== name ? `${name} (${korean})` : name);
  event.addPropertyWithValue('location', stop.addressKo ?? stop.address ?? korean ?? stop.name);
  event.addPropertyWithValue('geo', [stop.lat, stop.lng]);
  event.addPropertyWithValue('url', input.courseUrl);
  const lines = [`${course.title} · ${stop.day}/${course.dayCount} · #${stop.order}`];
  if (korean) lines.push(korean);
  if (stop.addressKo) lines.push(stop.addressKo);
  lines.push(input.courseUrl);
  event.addPropertyWithValue('description', lines.join('\n'));
  return event;
}

/**
 * ical.js folds a line after `foldLength` octets and starts the next with a space, which counts: RFC 5545 §3.1 wants
 * at most 75 octets per line, the space included, so content goes 74 at a time (issue 44: continuation lines of 76).
 */
ICAL.foldLength = 74;

/** The course's calendar file text (CRLF lines of at most 75 octets, folded by ical.js). */
export function courseCalendar(
  course: CourseDto & { startDate: string },
  input: { courseUrl: string; host: string; language: Language },
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//K-Travel//Course calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', course.title);
  calendar.addPropertyWithValue('x-wr-timezone', SEOUL_TIME_ZONE);
  calendar.addSubcomponent(seoulTimeZone());
  for (const stop of [...course.stops].sort((a, b) => a.order - b.order)) {
    calendar.addSubcomponent(stopEvent(course, stop, input));
  }
  return `${calendar.toString()}\r\n`;
}
