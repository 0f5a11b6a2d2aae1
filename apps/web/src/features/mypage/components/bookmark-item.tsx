import type { BookmarkDto } from '@ktravel/contract';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { MapAppLinks } from '@/components/map-app-links.tsx';
import { PlaceArt } from '@/components/place-art.tsx';
import { ReviewSummary } from '@/components/review-summary.tsx';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';

export type BookmarkView = 'grid' | 'list';

/**
 * A bookmarked place: photo (else its drawing), name and address in the reader's language, type, rating, and the
 * Naver, Kakao and Google links the place sheet has.
 */
export function BookmarkItem({ bookmark, view }: { bookmark: BookmarkDto; view: BookmarkView }) {
  const { t, i18n } = useTranslation();
  const name = placeName(bookmark, i18n.language);
  const address = placeAddress(bookmark, i18n.language);
  const isGrid = view === 'grid';
  return (
    <article
      data-testid="my-bookmark"
      className={`card flex overflow-hidden ${isGrid ? 'h-full flex-col' : 'flex-row items-stretch'}`}
    >
      <div className={`shrink-0 bg-sand-100 ${isGrid ? 'aspect-[16/9] w-full' : 'w-24 sm:w-32'}`}>
        <ImageWithFallback
          src={bookmark.photoUrl}
          alt=""
          className="h-full w-full object-cover"
          fallback={<PlaceArt type={bookmark.type} name={bookmark.name} nameKo={bookmark.nameKo} />}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        {bookmark.type ? (
          <span className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t(`kmap.types.${bookmark.type}`)}
          </span>
        ) : null}
        <h2 className="text-base leading-snug font-bold break-keep wrap-anywhere">{name}</h2>
        {address ? <p className="text-sm break-keep wrap-anywhere text-sand-600">{address}</p> : null}
        <ReviewSummary
          average={bookmark.reviewAverage}
          count={bookmark.reviewCount}
          className="self-start text-sm"
        />
        <MapAppLinks
          target={{ name: bookmark.nameKo ?? bookmark.name, lat: bookmark.lat, lng: bookmark.lng }}
          googleUrl={bookmark.googleMapsUrl}
          label={t('kcourse.stops.openIn', { name })}
          className="mt-auto pt-1"
        />
      </div>
    </article>
  );
}
