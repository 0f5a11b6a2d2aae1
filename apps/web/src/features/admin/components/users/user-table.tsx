import type { AdminUserDto } from '@ktravel/contract';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAdminUsers } from '../../api/admin-users.ts';
import { AdminTable, type AdminTableColumn, useAdminTableParams } from '../admin-table.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { DeleteUserButton } from './delete-user-button.tsx';
import { EditRoleButton } from './edit-role-dialog.tsx';

const NO_FILTERS = [] as const;

/** Users, newest first, 20 a page (spec §2: ID, name, email, role, provider, created, actions). */
export function UserTable() {
  const { t } = useTranslation();
  const { page, setPage } = useAdminTableParams(NO_FILTERS);
  const users = useAdminUsers(page);
  const myId = useAuthStore((state) => state.user?.id);

  const columns: AdminTableColumn<AdminUserDto>[] = [
    {
      id: 'id',
      header: t('admin.users.columns.id'),
      className: 'w-20 tabular-nums',
      cell: (user) => user.id,
    },
    {
      id: 'name',
      header: t('admin.users.columns.name'),
      isRowHeader: true,
      className: 'min-w-40',
      cell: (user) => (
        <span className="break-words">
          {user.name || '–'}
          {user.id === myId ? (
            <span className="ml-1.5 text-xs font-normal text-sand-600">{t('admin.users.you')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('admin.users.columns.email'),
      className: 'min-w-56 break-all',
      cell: (user) => user.email,
    },
    {
      id: 'role',
      header: t('admin.users.columns.role'),
      cell: (user) => (
        <StatusBadge tone={user.role === 'admin' ? 'info' : 'neutral'}>
          {t(`admin.users.roles.${user.role}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'provider',
      header: t('admin.users.columns.provider'),
      className: 'whitespace-nowrap',
      cell: (user) => t(`admin.users.providers.${user.provider}`),
    },
    {
      id: 'created',
      header: t('admin.users.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => <time dateTime={user.createdAt}>{formatSeoulTime(user.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: t('admin.common.table.actions'),
      className: 'whitespace-nowrap',
      cell: (user) => (
        <div className="flex items-center gap-1">
          <EditRoleButton user={user} />
          <DeleteUserButton user={user} />
        </div>
      ),
    },
  ];

  return (
    <AdminTable
      label={t('admin.users.tableLabel')}
      columns={columns}
      query={users}
      rowKey={(user) => user.id}
      page={page}
      onPageChange={setPage}
      errorTitle={t('admin.users.loadFailed')}
      emptyMessage={t('admin.users.empty')}
      minWidthClassName="min-w-[60rem]"
    />
  );
}
