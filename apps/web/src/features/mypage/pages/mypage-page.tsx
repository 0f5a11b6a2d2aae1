import type { UserDto } from '@ktravel/contract';
import { Avatar } from '@/components/avatar.tsx';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyStats } from '../api/stats.ts';
import { AccountSection } from '../components/account-section.tsx';
import { ListError } from '../components/list-states.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { OfflinePackSection } from '../components/offline-pack-section.tsx';
import { RequireMember } from '../components/require-member.tsx';
import { StatCards } from '../components/stat-cards.tsx';

function Overview({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const stats = useMyStats(true);
  return (
    <MyPageFrame title={t('mypage.title')} hasBackLink={false}>
      <section aria-label={t('mypage.profile')} className="card flex items-center gap-4 p-5 sm:p-6">
        <Avatar name={user.name} url={user.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-sand-900">{user.name}</p>
          <p className="truncate text-sm text-sand-600">{user.email}</p>
          {stats.data ? (
            <p className="mt-0.5 text-sm text-sand-600">
              {t('mypage.memberSince', { date: formatSeoulTime(stats.data.memberSince).slice(0, 10) })}
            </p>
          ) : null}
        </div>
      </section>
      {stats.isError ? (
        <ListError
          error={stats.error}
          message={t('mypage.errors.stats')}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div aria-busy={stats.isPending || undefined}>
          <StatCards stats={stats.data} />
        </div>
      )}
      <OfflinePackSection />
      <AccountSection email={user.email} />
    </MyPageFrame>
  );
}

/** /mypage (spec §2): the profile, the seven counts in three groups, and the account's actions. */
export function MyPagePage() {
  return <RequireMember>{(user) => <Overview user={user} />}</RequireMember>;
}
