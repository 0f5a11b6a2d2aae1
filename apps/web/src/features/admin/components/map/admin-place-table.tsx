import { localizedValues, PLACE_TYPES, type PlaceDto, type PlaceType } from '@ktravel/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { PlaceArt } from '@/components/place-art.tsx';
import { googleTypes } from '@/components/place-illustrations/choose.ts';
import { placeAddress, placeName } from '@/lib/places/place-text.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAdminPlaces } from '../../api/admin-places.ts';
import { AdminTable, type AdminTableColumn, useAdminTableParams } from '../admin-table.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { PLACE_FILTER_KEYS, type PlaceFilterKey, PlaceFilters } from './place-filters.tsx';
import { PlaceFlagSwitch } from './place-flag-switches.tsx';
import { formatCoordinate, PLACE_TYPE_TONES } from './place-labels.ts';

function asType(value: string): PlaceType | undefined {
  return (PLACE_TYPES as readonly string[]).includes(value) ? (value as PlaceType) : undefined;
}

function asStatus(value: string): 'active' | 'inactive' | undefined {
  return value === 'active' || value === 'inactive' ? value : undefined;
}

/** The map admin list (spec §2): filters, then every place with its photo, texts, flags and status. */
export function AdminPlaceTable() {
  const { t, i18n } = useTranslation();
  const { page, filters, setPage, setFilters } = useAdminTableParams<PlaceFilterKey>(PLACE_FILTER_KEYS);
  const places = useAdminPlaces({
    q: filters.q || undefined,
    type: asType(filters.type),
    status: asStatus(filters.status),
    page,
  });
  const hasFilters = PLACE_FILTER_KEYS.some((key) => filters[key] !== '');
  const language = i18n.language;

  const columns: AdminTableColumn<PlaceDto>[] = [
    {
      id: 'photo',
      header: <span className="sr-only">{t('admin.map.columns.photo')}</span>,
      className: 'w-16',
      cell: (place) => (
        <ImageWithFallback
          src={place.photoThumbnailUrl ?? place.photoUrl}
          alt=""
          className="size-12 rounded-lg object-cover"
          fallback={
            <div className="size-12 overflow-hidden rounded-lg">
              <PlaceArt
                type={place.type}
                types={googleTypes(place.sourceTypesJson)}
                name={place.name}
                nameKo={place.nameKo}
                description={place.description}
              />
            </div>
          }
        />
      ),
    },
    {
      id: 'name',
      header: t('admin.map.columns.name'),
      isRowHeader: true,
      className: 'min-w-40 max-w-60',
      cell: (place) => {
        const name = placeName(place, language);
        const others = [...new Set(localizedValues(place, 'name'))].filter((other) => other !== name);
        return (
          <div className="flex flex-col gap-0.5">
            <Link
              to={`/admin/map/edit/${place.id}`}
              className="text-brand-700 underline-offset-2 hover:underline"
              aria-label={t('admin.map.editNamed', { name })}
            >
              {name}
            </Link>
            {others.length > 0 ? (
              <span className="text-xs font-normal text-sand-600">{others.join(' · ')}</span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'address',
      header: t('admin.map.columns.address'),
      className: 'min-w-36 max-w-52',
      cell: (place) => placeAddress(place, language) ?? '—',
    },
    {
      id: 'description',
      header: t('admin.map.columns.description'),
      className: 'min-w-44 max-w-64',
      cell: (place) =>
        place.description ? (
          <span className="line-clamp-2" title={place.description}>
            {place.description}
          </span>
        ) : (
          <span className="text-sand-500">—</span>
        ),
    },
    {
      id: 'category',
      header: t('admin.map.columns.category'),
      cell: (place) =>
        place.type ? (
          <StatusBadge tone={PLACE_TYPE_TONES[place.type]}>
            {t(`admin.map.categories.${place.type}`)}
          </StatusBadge>
        ) : (
          <StatusBadge>{t('admin.map.categories.none')}</StatusBadge>
        ),
    },
    {
      id: 'position',
      header: t('admin.map.columns.position'),
      className: 'whitespace-nowrap',
      cell: (place) => (
        <span className="font-mono text-xs">
          {formatCoordinate(place.lat)}
          <br />
          {formatCoordinate(place.lng)}
        </span>
      ),
    },
    {
      id: 'advertisement',
      header: t('admin.map.columns.advertisement'),
      cell: (place) => <PlaceFlagSwitch place={place} flag="advertisement" />,
    },
    {
      id: 'menu',
      header: t('admin.map.columns.multilingualMenu'),
      cell: (place) => <PlaceFlagSwitch place={place} flag="multilingualMenu" />,
    },
    {
      id: 'status',
      header: t('admin.map.columns.status'),
      cell: (place) => (
        <StatusBadge tone={place.status === 'active' ? 'good' : 'neutral'}>
          {t(`admin.map.status.${place.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'created',
      header: t('admin.map.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (place) => (
        <time dateTime={place.createdAt}>{formatSeoulTime(place.createdAt).slice(0, 10)}</time>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PlaceFilters filters={filters} onChange={setFilters} />
      <AdminTable
        label={t('admin.map.tableLabel')}
        errorTitle={t('admin.map.loadFailed')}
        columns={columns}
        query={places}
        rowKey={(place) => place.id}
        page={page}
        onPageChange={setPage}
        emptyMessage={hasFilters ? t('admin.map.emptyFiltered') : t('admin.map.empty')}
        emptyAction={
          hasFilters ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setFilters({ q: '', type: '', status: '' })}
            >
              {t('admin.map.filters.clear')}
            </button>
          ) : (
            <Link to="/admin/map/add" className="btn-primary">
              {t('admin.map.addMarker')}
            </Link>
          )
        }
        minWidthClassName="min-w-[72rem]"
      />
    </div>
  );
}
