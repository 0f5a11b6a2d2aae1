import type { PlaceDto } from '@ktravel/contract';
import { useMemo } from 'react';
import { CloseButton } from '@/components/close-button.tsx';
import { LazyAppMap } from '@/components/map/lazy-app-map.tsx';
import type { MapFitRequest } from '@/components/map/map-fit.ts';
import type { MapMarker } from '@/components/map/map-types.ts';
import { DEFAULT_ZOOM, SEOUL_CENTER } from '@/components/map/map-types.ts';
import { ShowInKorean } from '@/components/show-in-korean.tsx';
import { kakaoMapUrl, naverMapUrl } from '@/lib/places/map-links.ts';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { TipPoint } from '../tips-points.ts';

const INITIAL_VIEW = { ...SEOUL_CENTER, zoom: DEFAULT_ZOOM };

/** What the tips map shows: the points selling a card, or the catalogue's restaurants. */
export type TipsMapItem = { kind: 'point'; point: TipPoint } | { kind: 'restaurant'; place: PlaceDto };

const itemKey = (item: TipsMapItem) => (item.kind === 'point' ? `p:${item.point.id}` : `r:${item.place.id}`);

interface TipsMapProps {
  items: readonly TipsMapItem[];
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  /** Changes whenever the map should fit its items again (another tab or tip). */
  fitKey: string;
  className?: string;
}

/**
 * /tips' map put to use: where the transport cards are bought and topped up (arrival airports, big stations), or
 * for the reservation tip the restaurants K-Map knows; a picked one opens a card with its note, its name in Korean
 * and links to Naver Map and Kakao Map.
 */
export function TipsMap({ items, selectedKey, onSelect, fitKey, className = '' }: TipsMapProps) {
  const { t, i18n } = useTranslation();
  const markers = useMemo<MapMarker[]>(
    () =>
      items.map((item) =>
        item.kind === 'point'
          ? {
              id: itemKey(item),
              lat: item.point.lat,
              lng: item.point.lng,
              title: t(`tips.points.names.${item.point.id}`),
            }
          : {
              id: itemKey(item),
              lat: item.place.lat,
              lng: item.place.lng,
              title: placeName(item.place, i18n.language),
              category: item.place.type,
            },
      ),
    [items, t, i18n.language],
  );
  const fitTo = useMemo<MapFitRequest | null>(
    () => (markers.length > 0 ? { key: `${fitKey}|${markers.length}`, points: markers } : null),
    [fitKey, markers],
  );
  const selected = items.find((item) => itemKey(item) === selectedKey) ?? null;

  return (
    <LazyAppMap
      label={t('tips.mapLabel')}
      initialView={INITIAL_VIEW}
      markers={markers}
      selectedId={selectedKey}
      onSelect={(id) => onSelect(String(id))}
      isClustered
      fitTo={fitTo}
      className={className}
    >
      {selected ? <SelectedCard item={selected} onClose={() => onSelect(null)} /> : null}
    </LazyAppMap>
  );
}

/** The picked point or restaurant, over the bottom of the map. */
function SelectedCard({ item, onClose }: { item: TipsMapItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const target =
    item.kind === 'point'
      ? {
          name: t(`tips.points.names.${item.point.id}`),
          nameKo: item.point.nameKo,
          addressKo: null,
          address: null,
          note: t(`tips.points.notes.${item.point.note}`),
          lat: item.point.lat,
          lng: item.point.lng,
        }
      : {
          name: placeName(item.place, i18n.language),
          nameKo: item.place.nameKo ?? item.place.name,
          addressKo: item.place.addressKo,
          address: placeAddress(item.place, i18n.language),
          note: t('tips.restaurantNote'),
          lat: item.place.lat,
          lng: item.place.lng,
        };
  const link = { name: target.nameKo, lat: target.lat, lng: target.lng };
  return (
    <section
      aria-label={target.name}
      className="absolute inset-x-3 bottom-3 z-[1000] mx-auto flex max-w-md flex-col gap-2 rounded-2xl bg-white p-4 shadow-xl"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-bold text-sand-900">{target.name}</h3>
          {target.address ? <p className="text-sm text-sand-700">{target.address}</p> : null}
        </div>
        <CloseButton onClick={onClose} label={t('common.close')} className="-mt-1 -mr-1 text-sand-700" />
      </div>
      <p className="text-sm text-sand-800">{target.note}</p>
      <div className="flex flex-wrap items-center gap-2">
        <ShowInKorean nameKo={target.nameKo} addressKo={target.addressKo} />
        {[
          { key: 'naver', label: t('kmap.detail.openNaver'), href: naverMapUrl(link) },
          { key: 'kakao', label: t('kmap.detail.openKakao'), href: kakaoMapUrl(link) },
        ].map((app) => (
          <a
            key={app.key}
            href={app.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-9 items-center rounded-full border border-sand-300 px-3 text-xs font-semibold text-sand-800 hover:bg-sand-50"
          >
            {app.label}
          </a>
        ))}
      </div>
    </section>
  );
}
