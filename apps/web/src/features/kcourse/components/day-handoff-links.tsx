import type { CourseStopDto } from '@ktravel/contract';
import { useId } from 'react';
import { ExternalLinkIcon, NavigationIcon } from '@/components/icons/index.ts';
import { stopName } from '@/lib/course-labels.ts';
import {
  googleRouteUrl,
  kakaoRouteUrl,
  naverRouteUrl,
  type RouteLink,
  type RoutePoints,
} from '@/lib/places/map-links.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { courseLegs } from '../route-distance.ts';

interface DayHandoffLinksProps {
  /** The day's stops in visiting order. */
  stops: readonly CourseStopDto[];
  /** The trip day the stops are on, or null for a course of one day (one row for the whole route). */
  day: number | null;
}

/**
 * "Open this day in Naver Map / Kakao Map / Google Maps": directions through the day's stops, named in
 * Korean (what the Korean apps search best) at their coordinates, walking when every leg is walkable, by public
 * transport otherwise. A link that holds only the first stops (the service takes no more) says so.
 */
export function DayHandoffLinks({ stops, day }: DayHandoffLinksProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [first, ...rest] = stops.map((stop) => ({
    name: stopName(stop, 'ko'),
    lat: stop.lat,
    lng: stop.lng,
  }));
  if (!first) return null;
  const route: RoutePoints = [first, ...rest];
  const mode = courseLegs(stops).legs.every((leg) => leg.mode === 'walk') ? 'walk' : 'transit';
  const links = [
    { key: 'naver', label: t('kcourse.stops.naver'), link: naverRouteUrl(route, mode) },
    { key: 'kakao', label: t('kcourse.stops.kakao'), link: kakaoRouteUrl(route, mode) },
    { key: 'google', label: t('kcourse.stops.google'), link: googleRouteUrl(route) },
  ];
  const partText = ({ stopCount }: RouteLink) =>
    stopCount >= route.length
      ? null
      : stopCount === 2
        ? t('kcourse.handoff.firstLeg')
        : t('kcourse.handoff.firstStops', { count: stopCount });

  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1.5" data-testid="day-handoff">
      <p id={labelId} className="flex items-center gap-1.5 text-xs font-semibold text-sand-700">
        <NavigationIcon aria-hidden="true" className="size-3.5 text-brand-600" />
        {day === null ? t('kcourse.handoff.course') : t('kcourse.handoff.day', { day })}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {links.map(({ key, label, link }) => {
          const part = partText(link);
          return (
            <li key={key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-white px-3 text-xs font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
              >
                {label}
                {/* The space is for the link's name: a flex container shows no space between its items. */}
                {part ? (
                  <>
                    {' '}
                    <span className="font-normal text-sand-600">· {part}</span>
                  </>
                ) : null}
                <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-sand-500" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
