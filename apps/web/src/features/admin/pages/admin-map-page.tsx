import { Link } from 'react-router';
import { PlusIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminPlaceTable } from '../components/map/admin-place-table.tsx';
import { RecentChanges } from '../components/recent-changes.tsx';

/** /admin/map (spec §2): the places of K-Map, active and inactive, with their flags; "add marker". */
export function AdminMapPage() {
  return (
    <AdminGate>
      <AdminMapScreen />
    </AdminGate>
  );
}

function AdminMapScreen() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame>
      <AdminPageHeader
        title={t('admin.map.title')}
        lead={t('admin.map.lead')}
        actions={
          <Link to="/admin/map/add" className="btn-primary">
            <PlusIcon aria-hidden="true" />
            {t('admin.map.addMarker')}
          </Link>
        }
      />
      <AdminPlaceTable />
      <RecentChanges targetType="place" />
    </AdminPageFrame>
  );
}
