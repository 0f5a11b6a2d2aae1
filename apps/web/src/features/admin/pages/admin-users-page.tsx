import { useTranslation } from '@/lib/use-translation.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header.tsx';
import { RecentChanges } from '../components/recent-changes.tsx';
import { AddAdminButton } from '../components/users/add-admin-dialog.tsx';
import { UserTable } from '../components/users/user-table.tsx';

/** /admin/users (spec §2): users with role edit and delete, add admin by email, recent changes. */
export function AdminUsersPage() {
  return (
    <AdminGate>
      <AdminUsersScreen />
    </AdminGate>
  );
}

function AdminUsersScreen() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame>
      <AdminPageHeader
        title={t('admin.users.title')}
        lead={t('admin.users.lead')}
        actions={<AddAdminButton />}
      />
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_24rem] 2xl:items-start">
        <UserTable />
        <RecentChanges targetType="user" />
      </div>
    </AdminPageFrame>
  );
}
