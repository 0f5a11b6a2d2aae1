import type { PlaceDto } from '@ktravel/contract';
import { CloseButton } from '@/components/close-button.tsx';
import { ExternalLinkIcon, PhoneIcon, StarIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { MAP_COVER_ATTRIBUTE } from '@/components/map/map-reveal.ts';
import { OfflineMark } from '@/components/offline-mark.tsx';
import { PlaceArt } from '@/components/place-art.tsx';
import { PlaceHours } from '@/components/place-hours.tsx';
import { googleTypes } from '@/components/place-illustrations/choose.ts';
import { ShowInKorean } from '@/components/show-in-korean.tsx';
import { googleMapsUrl, kakaoMapUrl, naverMapUrl } from '@/lib/places/map-links.ts';
import { openingHoursLines, placeAddress, placeDescription, placeName } from '@/lib/places/place-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { PlaceFactsSection } from './place-facts-section.tsx';
import { PLACE_TYPE_LABEL_KEYS } from './place-type-label.ts';
import { PlaceReviews } from './reviews/place-reviews.tsx';

interface PlaceDetailPanelProps {
  place: PlaceDto;
  isLocal: boolean;
  onClose: () => void;
  className?: string;
}

/** Everything about one place: photo, names, facts, links to the Korean map apps and the bookmark button. */
export function PlaceDetailPanel({ place, isLocal, onClose, className = '' }: PlaceDetailPanelProps) {
  const { t, i18n } = useTranslation();
  const name = placeName(place, i18n.language);
  const address = placeAddress(place, i18n.language);
  const hours = openingHoursLines(place.openingHoursJson, i18n.language);
  const description = placeDescription(place, i18n.language);
  // Naver and Kakao search best by the Korean name, whatever the reader's language (course stops do the same).
  const target = { name: place.nameKo ?? place.name, lat: place.lat, lng: place.lng };
  const links = [
    { key: 'naver', label: t('kmap.detail.openNaver'), href: naverMapUrl(target) },
    { key: 'kakao', label: t('kmap.detail.openKakao'), href: kakaoMapUrl(target) },
    { key: 'google', label: t('kmap.detail.openGoogle'), href: googleMapsUrl(target) },
  ];

  return (
    <section
      aria-labelledby="place-detail-title"
      className={`flex flex-col overflow-y-auto overscroll-contain bg-white shadow-xl ${className}`}
      {...{ [MAP_COVER_ATTRIBUTE]: '' }}
    >
      {/* The whole panel scrolls, the picture with it (pinned, it hid the text of a phone's short sheet); a slim bar
          with the name and the close button stays on top, so nothing scrolls under the button. */}
      <div className="sticky top-0 z-10 flex min-h-12 shrink-0 items-center gap-2 border-b border-sand-100 bg-white/95 py-1 pr-2 pl-4 backdrop-blur-sm">
        <p aria-hidden="true" className="min-w-0 flex-1 truncate text-sm font-semibold text-sand-900">
          {name}
        </p>
        <CloseButton
          onClick={onClose}
          className="shrink-0 text-sand-800 hover:bg-sand-100"
          label={t('kmap.detail.close')}
        />
      </div>
      <div className="relative h-40 shrink-0 bg-sand-100">
        <ImageWithFallback
          // A photo of the place's own, else the newest review photo, else its drawing.
          src={place.photoUrl ?? place.reviewPhoto?.url ?? null}
          alt={t('kmap.detail.photoAlt', { name })}
          className="h-full w-full object-cover"
          fallback={
            <>
              <PlaceArt
                type={place.type}
                types={googleTypes(place.sourceTypesJson)}
                name={place.name}
                nameKo={place.nameKo}
                description={place.description}
              />
              <span className="sr-only">{t('kmap.detail.noPhoto')}</span>
            </>
          }
        />
      </div>
      <div className="flex flex-col gap-4 p-4">
        <div>
          {place.type ? (
            <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t(PLACE_TYPE_LABEL_KEYS[place.type])}
            </span>
          ) : null}
          <h2 id="place-detail-title" className="mt-1.5 text-xl font-bold text-sand-900">
            {name}
          </h2>
          {name !== place.name ? <p className="text-sm text-sand-600">{place.name}</p> : null}
          {address ? <p className="mt-1 text-sm text-sand-700">{address}</p> : null}
          {isLocal ? null : <OfflineMark item="place" id={place.id} canRemove className="mt-1.5" />}
          <ShowInKorean
            nameKo={place.nameKo ?? place.name}
            addressKo={place.addressKo}
            phone={place.phone}
            placeId={isLocal ? null : place.id}
            lat={place.lat}
            lng={place.lng}
            className="mt-2"
          />
          {place.rating !== null ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-sand-800">
              <StarIcon className="size-4 fill-accent-400 text-accent-500" />
              <span>
                {t('kmap.detail.rating', {
                  rating: place.rating.toFixed(1),
                  count: place.userRatingsTotal ?? 0,
                })}
              </span>
            </p>
          ) : null}
          {place.reviewAverage !== null ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-sand-800">
              <StarIcon className="size-4 fill-accent-400 text-accent-500" />
              <span>
                {t('places.reviews.memberRating', {
                  rating: place.reviewAverage.toFixed(1),
                  count: place.reviewCount,
                })}
              </span>
            </p>
          ) : null}
        </div>

        <BookmarkButton placeId={place.id} placeName={name} isDisabled={isLocal} />
        {isLocal ? <p className="text-xs text-sand-600">{t('kmap.local.bookmarkUnavailable')}</p> : null}

        {description ? <p className="text-sm leading-relaxed text-sand-800">{description}</p> : null}

        {/* The samples shown without a server have no hours to ask for. */}
        {isLocal ? null : <PlaceHours placeId={place.id} lines={hours} />}

        <PlaceFactsSection placeId={place.id} placeName={name} facts={place.facts} canPropose={!isLocal} />

        {place.phone || place.website ? (
          <div className="space-y-1 text-sm">
            {place.phone ? (
              <a
                href={`tel:${place.phone}`}
                className="flex items-center gap-2 text-brand-700 hover:underline"
              >
                <PhoneIcon className="size-4" />
                <span className="sr-only">{t('kmap.detail.phone')}</span>
                {place.phone}
              </a>
            ) : null}
            {place.website ? (
              <a
                href={place.website}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 break-all text-brand-700 hover:underline"
              >
                <ExternalLinkIcon className="size-4 shrink-0" />
                {t('kmap.detail.website')}
              </a>
            ) : null}
          </div>
        ) : null}

        <div>
          <h3 className="text-sm font-semibold text-sand-900">{t('kmap.detail.openIn')}</h3>
          <ul className="mt-2 grid grid-cols-1 gap-2">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center justify-between rounded-lg border border-sand-200 px-3 text-sm font-medium text-sand-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  {link.label}
                  <ExternalLinkIcon className="size-4 text-sand-500" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {/* Reviews need the server; the samples shown without one have none. */}
        {isLocal ? null : (
          <PlaceReviews
            placeId={place.id}
            reviewAverage={place.reviewAverage}
            reviewCount={place.reviewCount}
          />
        )}
      </div>
    </section>
  );
}
