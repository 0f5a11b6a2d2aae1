import type { CourseInviteDto } from '@ktravel/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { ClockIcon } from '@/components/icons/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useInvites, useRevokeInvite } from '../../api/collaboration.ts';
import { ROLE_LABEL_KEYS, type Say } from './together-common.ts';

/** The owner's invite links still open, newest first, each with what it grants, until when, and Withdraw. */
export function OpenInvites({ courseId, say }: { courseId: number; say: Say }) {
  const { t } = useTranslation();
  const headingId = useId();
  const invites = useInvites(courseId);
  const revoke = useRevokeInvite(courseId);
  const [withdrawing, setWithdrawing] = useState<CourseInviteDto | null>(null);

  const handleWithdraw = () => {
    if (!withdrawing) return;
    revoke.mutate(withdrawing.id, {
      onSuccess: () => say('success', t('together.invites.withdrawn')),
      onError: (error) =>
        say('error', t('together.invites.withdrawFailed', { message: t(errorMessageKey(error)) })),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base">
        {t('together.invites.heading')}
      </h3>
      {invites.isPending ? (
        <Spinner label={t('app.loading')} className="py-2" />
      ) : invites.isError ? (
        <ErrorDisplay
          size="small"
          message={t(errorMessageKey(invites.error))}
          onRetry={() => void invites.refetch()}
        />
      ) : invites.data.length === 0 ? (
        <p className="text-sm text-sand-600">{t('together.invites.empty')}</p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
          {invites.data.map((invite) => {
            const role = t(ROLE_LABEL_KEYS[invite.role]);
            const date = formatSeoulTime(invite.expiresAt);
            return (
              <li key={invite.id} className="flex items-center gap-3 py-2 pr-2 pl-3">
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-800">
                    {role}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm whitespace-nowrap text-sand-700">
                    <ClockIcon aria-hidden="true" className="shrink-0 text-sand-500" />
                    <time dateTime={invite.expiresAt}>{t('together.invites.expires', { date })}</time>
                  </span>
                </span>
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
                  aria-label={t('together.invites.withdrawNamed', { role, date })}
                  onClick={() => setWithdrawing(invite)}
                >
                  {t('together.invites.withdraw')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={t('together.invites.withdrawTitle')}
        description={t('together.invites.withdrawConfirm')}
        confirmLabel={t('together.invites.withdraw')}
        isDestructive
        isPending={revoke.isPending}
        onConfirm={handleWithdraw}
      />
    </section>
  );
}
