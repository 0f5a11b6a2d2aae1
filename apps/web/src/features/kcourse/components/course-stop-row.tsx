import type { CourseDto, CourseStopDto, CourseWarningDto } from '@ktravel/contract';
import { useState } from 'react';
import { ClockIcon, RouteIcon, WalkIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { MapAppLinks } from '@/components/map-app-links.tsx';
import { CostAmount } from '@/components/money.tsx';
import { PlaceArt } from '@/components/place-art.tsx';
import { PlaceFactChips } from '@/components/place-facts.tsx';
import { PlaceHours } from '@/components/place-hours.tsx';
import { ReviewSummary } from '@/components/review-summary.tsx';
import { ShowInKorean } from '@/components/show-in-korean.tsx';
import { stopName, stopPlaceType } from '@/lib/course-labels.ts';
import { placeAddress, placeDescription } from '@/lib/places/place-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { type CourseLeg, formatDistance, type TravelMode } from '../route-distance.ts';
import { visitParts } from '../trip-plan.ts';
import { StopWarnings } from './stop-warnings.tsx';

export function useDistanceText() {
  const { t } = useTranslation();
  return (distanceM: number) => {
    const { unit, value } = formatDistance(distanceM);
    return unit === 'm'
      ? t('kcourse.distance.metres', { value })
      : t('kcourse.distance.kilometres', { value });
  };
}

/** "12 min walk", or beyond walking distance "about 1 h 20 min by transit or car". */
export function useTravelTimeText() {
  const { t } = useTranslation();
  return (mode: TravelMode, minutes: number) => {
    if (mode === 'walk') return t('kcourse.distance.walk', { count: minutes });
    const duration =
      minutes < 60
        ? t('kcourse.distance.minutes', { count: minutes })
        : t('kcourse.distance.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('kcourse.distance.ride', { duration });
  };
}

export function LegRow({ leg }: { leg: CourseLeg }) {
  const { t } = useTranslation();
  const distanceText = useDistanceText();
  const travelTimeText = useTravelTimeText();
  const Icon = leg.mode === 'walk' ? WalkIcon : RouteIcon;
  return (
    <p
      className="flex items-center gap-2 py-1 pl-[1.9rem] text-xs font-medium text-sand-600"
      data-testid="course-leg"
    >
      <span aria-hidden="true" className="h-7 border-l-2 border-dashed border-brand-300" />
      <Icon aria-hidden="true" className="ml-2 text-sm text-brand-600" />
      <span className="sr-only">{t('kcourse.stops.legFromPrevious')} </span>
      {distanceText(leg.distanceM)} · {travelTimeText(leg.mode, leg.minutes)}
    </p>
  );
}

/** Descriptions longer than this are cut to three lines with a "More" button. */
const DESCRIPTION_CLAMP_CHARS = 160;

function StopDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = text.length > DESCRIPTION_CLAMP_CHARS;
  return (
    <div className="mt-1">
      <p
        className={`text-sm whitespace-pre-line text-sand-700 ${isLong && !isExpanded ? 'line-clamp-3' : ''}`}
      >
        {text}
      </p>
      {isLong ? (
        <button
          type="button"
          className="mt-0.5 text-xs font-semibold text-brand-700 hover:underline"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? t('kcourse.stops.less') : t('kcourse.stops.more')}
        </button>
      ) : null}
    </div>
  );
}

interface StopRowProps {
  stop: CourseStopDto;
  leg: CourseLeg | undefined;
  courseCategory: CourseDto['category'];
  /** The course check's warnings for this stop (DESIGN §8.1). */
  warnings: readonly CourseWarningDto[];
}

/** "10:00 · 2 h 30 min": the planned arrival and the visit's length, when the plan has them. */
export function useVisitText() {
  const { t } = useTranslation();
  return (stop: CourseStopDto): string | null => {
    const parts: string[] = [];
    if (stop.time) parts.push(stop.time);
    if (stop.durationMinutes !== null) {
      const { hours, minutes } = visitParts(stop.durationMinutes);
      parts.push(
        hours === 0
          ? t('planner.trip.minutes', { count: minutes })
          : minutes === 0
            ? t('planner.trip.hours', { count: hours })
            : t('planner.trip.hoursMinutes', { hours, minutes }),
      );
    }
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}

/**
 * A linked stop's opening hours (today and the week, DESIGN §8.1), behind a disclosure: they are fetched when a
 * reader opens it, not for every stop of every course page.
 */
function StopHours({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
        {t('kcourse.trip.hours')}
      </summary>
      {isOpen ? <PlaceHours placeId={placeId} headingLevel={4} className="mt-2" /> : null}
    </details>
  );
}

/** One stop of a course page: its name, time, address, Korean card, description, map links, photo, warnings. */
export function StopRow({ stop, leg, courseCategory, warnings }: StopRowProps) {
  const { t, i18n } = useTranslation();
  // Naver and Kakao search best by the Korean name.
  const korean = { ...stop, name: stopName(stop, 'ko') };
  const address = placeAddress(stop, i18n.language);
  const description = placeDescription(stop, i18n.language);
  const visit = useVisitText()(stop);
  return (
    <li data-testid="course-stop">
      {leg ? <LegRow leg={leg} /> : null}
      <div className="card flex gap-3 p-3 sm:p-4">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow"
        >
          {stop.order}
        </span>
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="text-base leading-snug font-bold">
              <span className="sr-only">{t('kcourse.stops.number', { order: stop.order })} </span>
              {stopName(stop, i18n.language)}
            </h3>
            {visit ? (
              <p
                className="mt-0.5 flex items-center gap-1 text-sm font-semibold text-brand-800"
                data-testid="stop-visit"
              >
                <ClockIcon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('kcourse.trip.plannedVisit')} </span>
                {visit}
              </p>
            ) : null}
            {address ? <p className="mt-0.5 text-sm text-sand-600">{address}</p> : null}
            <ReviewSummary average={stop.reviewAverage} count={stop.reviewCount} className="mt-0.5 text-sm" />
            {stop.costKrw != null ? (
              <p className="mt-0.5 text-sm text-sand-800" data-testid="stop-cost">
                <span className="sr-only">{t('money.stopCost')} </span>
                <CostAmount krw={stop.costKrw} />
              </p>
            ) : null}
            {stop.facts ? <PlaceFactChips facts={stop.facts} className="mt-1.5" /> : null}
            <StopWarnings warnings={warnings} />
            <ShowInKorean
              nameKo={korean.name}
              addressKo={stop.addressKo}
              phone={stop.phone}
              placeId={stop.placeId}
              lat={stop.lat}
              lng={stop.lng}
              className="mt-1.5"
            />
            {description ? <StopDescription text={description} /> : null}
            {stop.placeId !== null ? <StopHours placeId={stop.placeId} /> : null}
            <MapAppLinks
              target={korean}
              label={t('kcourse.stops.openIn', { name: stopName(stop, i18n.language) })}
              className="mt-2"
            />
          </div>
          <div
            className={`size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:h-20 sm:w-28 ${stop.photoUrl ? '' : 'max-sm:hidden'}`}
          >
            <ImageWithFallback
              src={stop.photoUrl}
              alt={t('kcourse.stops.photoAlt', { name: stopName(stop, i18n.language) })}
              className="h-full w-full object-cover"
              fallback={
                <>
                  <PlaceArt
                    type={stopPlaceType(stop, courseCategory)}
                    types={stop.types}
                    name={stop.placeName ?? stop.name}
                    nameKo={stop.placeNameKo}
                    description={stop.description}
                  />
                  <span className="sr-only">{t('kcourse.stops.noPhoto')}</span>
                </>
              }
            />
          </div>
        </div>
      </div>
    </li>
  );
}
