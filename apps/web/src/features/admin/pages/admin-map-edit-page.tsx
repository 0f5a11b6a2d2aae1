import { Link, useParams } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { placeAddress } from '@/lib/places/place-text.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { parseIdParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAdminPlace } from '../api/admin-places.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { DeleteMarkerButton } from '../components/map/delete-marker-button.tsx';
import { EditMarkerForm } from '../components/map/edit-marker-form.tsx';
import { formatCoordinate } from '../components/map/place-labels.ts';
import { RecentChanges } from '../components/recent-changes.tsx';

/** /admin/map/edit/{id} (spec §2): edit or delete one marker; a missing id shows "Marker not found". */
export function AdminMapEditPage() {
  const { t } = useTranslation();
  return (
    <AdminGate redirectAnonymousMessage={t('admin.map.loginNeeded')}>
      <AdminMapEditScreen />
    </AdminGate>
  );
}

function AdminMapEditScreen() {
  const { t, i18n } = useTranslation();
  const id = parseIdParam(useParams().id);
  const place = useAdminPlace(id);
  const isNotFound = id === null || (place.isError && isApiError(place.error) && place.error.status === 404);
  const back = { backTo: '/admin/map', backLabel: t('admin.map.backToList') };

  if (isNotFound) {
    return (
      <AdminPageFrame>
        <AdminPageHeader title={t('admin.map.edit.title')} {...back} />
        <ErrorDisplay
          type="notFound"
          title={t('admin.map.edit.notFound')}
          message={t('admin.map.edit.notFoundMessage')}
        />
        <Link to="/admin/map" className="btn-secondary self-center">
          {t('admin.map.backToList')}
        </Link>
      </AdminPageFrame>
    );
  }
  if (place.isPending) return <PageSpinner label={t('admin.map.edit.loading')} />;
  if (place.isError) {
    return (
      <AdminPageFrame>
        <AdminPageHeader title={t('admin.map.edit.title')} {...back} />
        <ErrorDisplay
          type={errorTypeOf(place.error)}
          title={t('admin.map.edit.loadFailed')}
          message={t(errorMessageKey(place.error))}
          onRetry={() => void place.refetch()}
        />
      </AdminPageFrame>
    );
  }

  const marker = place.data;
  return (
    <AdminPageFrame>
      <AdminPageHeader
        title={t('admin.map.edit.title')}
        lead={t('admin.map.edit.lead', { name: marker.name })}
        {...back}
        actions={<DeleteMarkerButton place={marker} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <section className="card p-4 sm:p-6" aria-label={t('admin.map.edit.formLabel')}>
          <EditMarkerForm key={marker.id} place={marker} />
        </section>
        <aside className="flex flex-col gap-6">
          <section className="card p-4 sm:p-5" aria-labelledby="marker-facts">
            <h2 id="marker-facts" className="text-lg">
              {t('admin.map.edit.facts')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-sand-600">{t('admin.map.columns.address')}</dt>
              <dd className="text-sand-900">{placeAddress(marker, i18n.language) ?? '—'}</dd>
              <dt className="text-sand-600">{t('admin.map.columns.position')}</dt>
              <dd className="font-mono text-xs leading-5 text-sand-900">
                {formatCoordinate(marker.lat)}, {formatCoordinate(marker.lng)}
              </dd>
              <dt className="text-sand-600">{t('admin.map.columns.created')}</dt>
              <dd className="text-sand-900">{formatSeoulTime(marker.createdAt)}</dd>
              <dt className="text-sand-600">{t('admin.map.edit.updated')}</dt>
              <dd className="text-sand-900">{formatSeoulTime(marker.updatedAt)}</dd>
            </dl>
          </section>
          <RecentChanges targetType="place" targetId={marker.id} />
        </aside>
      </div>
    </AdminPageFrame>
  );
}
