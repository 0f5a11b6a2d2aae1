import type { InvitePreviewDto } from '@ktravel/contract';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { CheckIcon, ClockIcon, RouteIcon } from '@/components/icons/index.ts';
import { PendingButton } from '@/components/pending-button.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useLogin } from '@/lib/auth/use-login.ts';
import { contentLanguage } from '@/lib/content-language.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAcceptInvite, useInvitePreview } from '../api/collaboration.ts';
import { KCOURSE_PATH } from '../back-target.ts';
import { ROLE_HINT_KEYS, ROLE_LABEL_KEYS } from '../components/together/together-common.ts';

/**
 * Why a link cannot be joined: it never existed (or is malformed), it ran out or was withdrawn, the owner removed
 * this member after the link was made, it is one's own.
 */
type Refusal = 'notFound' | 'expired' | 'removed' | { ownCourseId: number };

/** The refusal an API error means, if it is one. */
function refusalOf(error: unknown, courseId?: number): Refusal | null {
  if (!isApiError(error)) return null;
  if (error.status === 404 || error.status === 400) return 'notFound';
  if (error.status === 410) return 'expired';
  if (error.code === 'REMOVED_FROM_COURSE') return 'removed';
  if (error.code === 'INVITE_OWN_COURSE' && courseId !== undefined) return { ownCourseId: courseId };
  return null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-14">{children}</div>
  );
}

/** /invite/{token}: what the link is for and who sends it; Join (or Log in to join) and off to the course. */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const preview = useInvitePreview(token);
  const [refusedOnJoin, setRefusedOnJoin] = useState<Refusal | null>(null);

  if (preview.isPending) {
    return (
      <Frame>
        <h1 className="sr-only">{t('pages.invite')}</h1>
        <PageSpinner label={t('together.invite.loading')} />
      </Frame>
    );
  }
  const refusal = refusedOnJoin ?? (preview.isError ? refusalOf(preview.error) : null);
  if (refusal) return <RefusedView refusal={refusal} />;
  if (preview.isError) {
    return (
      <Frame>
        <h1 className="sr-only">{t('together.invite.loadFailed')}</h1>
        <ErrorDisplay
          size="large"
          title={t('together.invite.loadFailed')}
          message={t(errorMessageKey(preview.error))}
          onRetry={() => void preview.refetch()}
        />
      </Frame>
    );
  }
  return <InviteCard token={token} invite={preview.data} onRefused={setRefusedOnJoin} />;
}

/** The link cannot be used: why, and where to go instead (one's own course is no error: a way to it). */
function RefusedView({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  if (typeof refusal === 'object') {
    return (
      <Frame>
        <section className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
          <span
            aria-hidden="true"
            className="mb-6 inline-flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-4xl text-brand-700"
          >
            <RouteIcon />
          </span>
          <h1 className="text-2xl sm:text-3xl">{t('together.invite.own')}</h1>
          <p className="mt-3 max-w-md text-base text-sand-600">{t('errors.INVITE_OWN_COURSE')}</p>
          <Link
            to={`${KCOURSE_PATH}/${refusal.ownCourseId}`}
            className="btn-primary mt-8 min-h-12 px-6 text-base"
          >
            {t('together.invite.openCourse')}
          </Link>
        </section>
      </Frame>
    );
  }
  const isNotFound = refusal === 'notFound';
  const { title, message } = {
    notFound: { title: t('together.invite.notFound'), message: t('errors.INVITE_NOT_FOUND') },
    expired: { title: t('together.invite.expired'), message: t('errors.INVITE_EXPIRED') },
    removed: { title: t('together.invite.removed'), message: t('errors.REMOVED_FROM_COURSE') },
  }[refusal];
  return (
    <Frame>
      <h1 className="sr-only">{title}</h1>
      <ErrorDisplay type={isNotFound ? 'notFound' : 'default'} size="large" title={title} message={message} />
      <div className="flex justify-center">
        <Link to={KCOURSE_PATH} className="btn-primary">
          {t('together.invite.browse')}
        </Link>
      </div>
    </Frame>
  );
}

interface InviteCardProps {
  token: string;
  invite: InvitePreviewDto;
  onRefused: (refusal: Refusal) => void;
}

function InviteCard({ token, invite, onRefused }: InviteCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const isReady = useAuthStore((state) => state.isReady);
  const login = useLogin();
  const accept = useAcceptInvite();
  const inviter = invite.invitedBy.name.trim() || t('kcourse.defaultUser');

  // The owner opening their own link: said at once, no need to ask the server.
  if (user && user.id === invite.invitedBy.id)
    return <RefusedView refusal={{ ownCourseId: invite.courseId }} />;

  const handleJoin = () =>
    accept.mutate(token, {
      onSuccess: ({ courseId }) => {
        notify.success(t('together.invite.joined', { title: invite.title }));
        navigate(`${KCOURSE_PATH}/${courseId}`);
      },
      onError: (error) => {
        const refusal = refusalOf(error, invite.courseId);
        if (refusal) onRefused(refusal);
        // The session ended since the page was opened: signing in again comes back here.
        else if (isApiError(error) && error.status === 401) void login({ redirectTo: `/invite/${token}` });
        else notify.error(t('together.invite.joinFailed', { message: t(errorMessageKey(error)) }));
      },
    });

  return (
    <Frame>
      <article aria-labelledby="invite-title" className="card overflow-hidden">
        <div className="flex items-center gap-3 bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-4 text-white sm:px-7">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-xl"
          >
            <RouteIcon />
          </span>
          <p className="text-sm font-semibold tracking-wide text-brand-50">{t('together.invite.eyebrow')}</p>
        </div>
        <div className="flex flex-col gap-5 p-5 sm:p-7">
          <h1
            id="invite-title"
            lang={contentLanguage(invite.title)}
            className="text-2xl break-words sm:text-3xl"
          >
            {invite.title}
          </h1>
          <p className="flex items-center gap-3 text-base text-sand-800">
            <Avatar name={inviter} url={invite.invitedBy.avatarUrl} size="lg" />
            <span className="min-w-0">{t('together.invite.from', { name: inviter })}</span>
          </p>
          <div className="rounded-xl bg-brand-50 p-4">
            <p className="text-sm text-sand-700">{t('together.invite.role')}</p>
            <p className="mt-1 flex items-center gap-2 font-bold text-brand-900">
              <CheckIcon aria-hidden="true" className="shrink-0" />
              {t(ROLE_LABEL_KEYS[invite.role])}
            </p>
            <p className="mt-0.5 pl-6 text-sm text-sand-700">{t(ROLE_HINT_KEYS[invite.role])}</p>
          </div>
          <p className="flex items-center gap-2 text-sm text-sand-600">
            <ClockIcon aria-hidden="true" className="shrink-0" />
            <time dateTime={invite.expiresAt}>
              {t('together.invite.expires', { date: formatSeoulTime(invite.expiresAt) })}
            </time>
          </p>
          {user || !isReady ? (
            // Until the session check answers, Join waits (disabled) rather than offering to log in again.
            <button
              type="button"
              className="btn-primary min-h-12 text-base"
              disabled={!user || accept.isPending}
              onClick={handleJoin}
            >
              {t('together.invite.join')}
            </button>
          ) : (
            <div className="flex flex-col gap-2">
              <PendingButton
                action={() => login({ redirectTo: `/invite/${token}` })}
                className="btn-primary min-h-12 text-base"
              >
                {t('together.invite.login')}
              </PendingButton>
              <p className="text-center text-sm text-sand-600">{t('together.invite.loginHint')}</p>
            </div>
          )}
        </div>
      </article>
    </Frame>
  );
}
