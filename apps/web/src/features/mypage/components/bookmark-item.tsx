import type { BookmarkDto } from '@ktravel/contract';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, MapPinIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { ReviewSummary } from '@/components/review-summary.tsx';
import { googleMapsUrl } from '@/lib/places/map-links.ts';
import { placeName } from '@/lib/places/place-text.ts';

export type BookmarkView = 'grid' | 'list';

/** The place's page on the outside map: its Google Maps URL, else a search for its coordinates. */
const outsideMapUrl = (bookmark: BookmarkDto) => bookmark.googleMapsUrl ?? googleMapsUrl(bookmark);

/** A bookmarked place: photo, name in the reader's language, type, address, and a link to the outside map. */
export function BookmarkItem({ bookmark, view }: { bookmark: BookmarkDto; view: BookmarkView }) {
  const { t, i18n } = useTranslation();
  const name = placeName(bookmark, i18n.language);
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
          fallback={
            <div className="flex h-full min-h-20 w-full items-center justify-center bg-gradient-to-br from-brand-100 to-accent-50 text-3xl text-brand-600">
              <MapPinIcon aria-hidden="true" />
            </div>
          }
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        {bookmark.type ? (
          <span className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t(`kmap.types.${bookmark.type}`)}
          </span>
        ) : null}
        <h2 className="text-base leading-snug font-bold break-keep wrap-anywhere">{name}</h2>
        {bookmark.address ? (
          <p className="text-sm break-keep wrap-anywhere text-sand-600">{bookmark.address}</p>
        ) : null}
        <ReviewSummary
          average={bookmark.reviewAverage}
          count={bookmark.reviewCount}
          className="self-start text-sm"
        />
        <a
          href={outsideMapUrl(bookmark)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ExternalLinkIcon aria-hidden="true" />
          {t('mypage.lists.bookmarks.openMap')}
          <span className="sr-only">
            {name} {t('mypage.newTab')}
          </span>
        </a>
      </div>
    </article>
  );
}
