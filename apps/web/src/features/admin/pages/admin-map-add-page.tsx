import type { PlaceSearchResultDto } from '@ktravel/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { AddMarkerForm } from '../components/map/add-marker-form.tsx';
import { LazyMarkerPickerMap } from '../components/map/lazy-marker-picker-map.tsx';
import { MarkerPlaceSearch } from '../components/map/marker-place-search.tsx';

/** /admin/map/add (spec §2): search a place in Korea, see it on the map, name and describe the new marker. */
export function AdminMapAddPage() {
  const { t } = useTranslation();
  return (
    <AdminGate redirectAnonymousMessage={t('admin.map.loginNeeded')}>
      <AdminMapAddScreen />
    </AdminGate>
  );
}

function AdminMapAddScreen() {
  const { t } = useTranslation();
  const [results, setResults] = useState<PlaceSearchResultDto[]>([]);
  const [selected, setSelected] = useState<PlaceSearchResultDto | null>(null);
  const handleResults = useCallback((next: PlaceSearchResultDto[]) => setResults(next), []);

  return (
    <AdminPageFrame>
      <AdminPageHeader
        title={t('admin.map.add.title')}
        lead={t('admin.map.add.lead')}
        backTo="/admin/map"
        backLabel={t('admin.map.backToList')}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_28rem] xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div className="card h-80 overflow-hidden sm:h-[28rem] lg:sticky lg:top-20 lg:h-[calc(100dvh-7rem)] lg:max-h-[48rem]">
          <LazyMarkerPickerMap
            results={results}
            selected={selected}
            onSelect={setSelected}
            className="h-full"
          />
        </div>
        <div className="flex flex-col gap-6">
          <section className="card p-4 sm:p-5" aria-labelledby="marker-search-heading">
            <h2 id="marker-search-heading" className="mb-3 text-lg">
              {t('admin.map.add.step1')}
            </h2>
            <MarkerPlaceSearch
              selectedKey={selected?.placeId ?? null}
              onSelect={setSelected}
              onResultsChange={handleResults}
            />
          </section>
          <section className="card p-4 sm:p-5" aria-labelledby="marker-form-heading">
            <h2 id="marker-form-heading" className="mb-3 text-lg">
              {t('admin.map.add.step2')}
            </h2>
            <AddMarkerForm selected={selected} />
          </section>
        </div>
      </div>
    </AdminPageFrame>
  );
}
