import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppMap } from '@/components/map/app-map.tsx';
import { MapRail, type MapRailItem } from '@/components/map/map-rail.tsx';
import { DEFAULT_ZOOM, SEOUL_CENTER } from '@/components/map/map-types.ts';
import { TipArticle } from '../components/tip-article.tsx';
import { TipsList } from '../components/tips-list.tsx';
import { isTipId, type TipCategory, type TipId } from '../tips-data.ts';

const LIST_ID = 'tips-list';
const INITIAL_VIEW = { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM };

/** /tips (spec §2): the map with the TIPS list; an article opens over it. */
export function TipsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [category, setCategory] = useState<TipCategory>('transportation');
  const [isListOpen, setIsListOpen] = useState(true);
  const openTip = searchParams.get('tip');
  const tipId: TipId | null = isTipId(openTip) ? openTip : null;

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
      <div className="relative min-h-0 flex-1">
        <AppMap
          label={t('tips.mapLabel')}
          initialView={INITIAL_VIEW}
          markers={[]}
          className="absolute inset-0"
        />
        {isListOpen ? (
          <TipsList
            id={LIST_ID}
            category={category}
            onCategoryChange={setCategory}
            onOpen={setTip}
            onClose={handleCloseList}
            className="absolute z-[1000] max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[60%] max-md:rounded-t-2xl md:top-0 md:bottom-0 md:left-0 md:w-96 md:border-r md:border-sand-200"
          />
        ) : null}
      </div>
      <TipArticle tipId={tipId} onClose={() => setTip(null)} />
    </div>
  );
}
