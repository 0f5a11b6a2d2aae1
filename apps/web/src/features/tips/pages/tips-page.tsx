import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MapRail, type MapRailItem } from '@/components/map/map-rail.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useRestaurants } from '../api/restaurants.ts';
import { TipsList } from '../components/tips-list.tsx';
import { TipsMap, type TipsMapItem } from '../components/tips-map.tsx';
import { TipsMapGuide } from '../components/tips-map-guide.tsx';
import { isTipId, mapShowsRestaurants, type TipCategory, type TipId, tipOf, tipsOf } from '../tips-data.ts';
import { tipPointsFor } from '../tips-points.ts';

const LIST_ID = 'tips-list';

/** The article's dialog (and the dialog library) loads when an article is first opened (issue 33). */
const TipArticle = lazy(() =>
  import('../components/tip-article.tsx').then((module) => ({ default: module.TipArticle })),
);

/**
 * /tips (spec §2): the TIPS list beside the map (above it on a phone); an article opens over them, and
 * `/tips?tip={id}` opens one directly, on its tab. The map shows the points of the tab's (or the open article's)
 * tips: where the transit cards are bought and topped up, or where a tax refund is claimed; for reservations the
 * restaurants K-Map knows.
 */
export function TipsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const openTip = searchParams.get('tip');
  const tipId: TipId | null = isTipId(openTip) ? openTip : null;
  const [category, setCategory] = useState<TipCategory>(() =>
    tipId ? tipOf(tipId).category : 'transportation',
  );
  const [isListOpen, setIsListOpen] = useState(true);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // Once opened, the article stays mounted: closing animates and gives the focus back.
  const [hasOpenedTip, setHasOpenedTip] = useState(tipId !== null);
  if (tipId !== null && !hasOpenedTip) setHasOpenedTip(true);

  // An article opened by its address (a link from a place, say) shows its own tab behind it.
  useEffect(() => {
    if (tipId && tipOf(tipId).category !== category) {
      setCategory(tipOf(tipId).category);
      setSelectedKey(null);
    }
  }, [tipId, category]);

  const shownTips = useMemo(
    () => (tipId ? [tipId] : tipsOf(category).map((tip) => tip.id)),
    [tipId, category],
  );
  const points = useMemo(() => tipPointsFor(shownTips), [shownTips]);
  const showsRestaurants = mapShowsRestaurants(shownTips);
  const restaurants = useRestaurants(showsRestaurants);
  const mapItems = useMemo<TipsMapItem[]>(
    () =>
      showsRestaurants
        ? (restaurants.data ?? []).map((place) => ({ kind: 'restaurant', place }))
        : points.map((point) => ({ kind: 'point', point })),
    [showsRestaurants, restaurants.data, points],
  );

  const handleCategoryChange = (next: TipCategory) => {
    setCategory(next);
    setSelectedKey(null);
  };

  const setTip = (next: TipId | null) =>
    setSearchParams(
      (params) => {
        if (next) params.set('tip', next);
        else params.delete('tip');
        return params;
      },
      { replace: true },
    );

  const handleChoose = (item: MapRailItem) => {
    if (item === 'all') navigate('/kmap');
    else if (item === 'bookmarks') navigate('/kmap?panel=bookmarks');
    else navigate(`/kmap?type=${item}`);
  };

  // Closing the list goes back to where the visitor came from (K-Map when the tips page was opened directly).
  const handleCloseList = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate('/kmap');
  };

  return (
    <div className="isolate flex min-h-0 flex-1 max-md:flex-col">
      <h1 className="sr-only">{t('pages.tips')}</h1>
      <MapRail
        activeItem={null}
        isMenuOpen={isListOpen}
        onMenu={() => setIsListOpen((isOpen) => !isOpen)}
        onChoose={handleChoose}
        isTipsActive
        panelId={LIST_ID}
      />
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        {isListOpen ? (
          <TipsList
            id={LIST_ID}
            category={category}
            onCategoryChange={handleCategoryChange}
            onOpen={setTip}
            onClose={handleCloseList}
            footer={
              <TipsMapGuide
                points={points}
                showsRestaurants={showsRestaurants}
                selectedKey={selectedKey}
                onSelect={setSelectedKey}
              />
            }
            className="z-[1000] min-h-0 max-md:order-2 max-md:flex-1 max-md:rounded-t-2xl md:w-96 md:shrink-0 md:border-r md:border-sand-200"
          />
        ) : null}
        <div
          className={`relative min-h-0 max-md:order-1 ${isListOpen ? 'max-md:h-[38dvh] max-md:shrink-0' : 'flex-1'} md:min-w-0 md:flex-1`}
        >
          <TipsMap
            items={mapItems}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
            fitKey={`${category}|${tipId ?? ''}|${isListOpen}`}
            className="absolute inset-0"
          />
        </div>
      </div>
      {hasOpenedTip ? (
        <Suspense fallback={null}>
          <TipArticle tipId={tipId} onClose={() => setTip(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
