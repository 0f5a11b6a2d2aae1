import type { CourseDto } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { LogOutIcon, UsersIcon } from '@/components/icons/index.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCollaborators, useLeaveCourse } from '../../api/collaboration.ts';
import { KCOURSE_PATH } from '../../back-target.ts';
import { PlanningWith } from './planning-with.tsx';
import { ROLE_LABEL_KEYS } from './together-common.ts';

// The invite dialog (links, people, roles) loads when the owner first opens it, like the export menu: the course
// page's first load stays within its budget (issue 16).
const InviteDialog = lazy(() =>
  import('./invite-dialog.tsx').then((module) => ({ default: module.InviteDialog })),
);

const ACTION = 'btn-secondary min-h-10 px-3';

/**
 * Planning together on the course page (DESIGN §8.4): for the owner, who plans it with them and Invite; for a
 * collaborator, who they plan it with, their role and Leave. Nothing for anyone else.
 */
export function CourseTogether({ course }: { course: CourseDto }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const isOwner = course.viewerRole === 'owner';
  // Who plans a course is answered to its owner and collaborators (and admins): asked only by them.
  const collaborators = useCollaborators(course.id, course.viewerRole !== null);
  const [isInviteOpened, setIsInviteOpened] = useState(false);
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  const leave = useLeaveCourse(course.id);
  const navigate = useNavigate();

  if (!user) return null;
  const me = collaborators.data?.find((collaborator) => collaborator.user.id === user.id);
  if (!isOwner && !me) return null;

  const nameOf = (name: string) => name.trim() || t('kcourse.defaultUser');
  const owner = { ...course.author, name: nameOf(course.author.name) };
  const others = (collaborators.data ?? [])
    .filter((collaborator) => collaborator.user.id !== user.id)
    .map((collaborator) => ({ ...collaborator.user, name: nameOf(collaborator.user.name) }));
  const people = isOwner ? others : [owner, ...others];

  const handleLeave = () => {
    leave.mutate(user.id, {
      onSuccess: () => {
        setIsConfirmingLeave(false);
        notify.success(t('together.leave.done', { title: course.title }));
        navigate(KCOURSE_PATH);
      },
      onError: (error) => {
        setIsConfirmingLeave(false);
        notify.error(t('together.leave.failed', { message: t(errorMessageKey(error)) }));
      },
    });
  };

  return (
    <section
      aria-label={t('together.bar.label')}
      className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3"
    >
      {people.length > 0 ? (
        <PlanningWith people={people} />
      ) : (
        <p className="flex min-w-0 items-center gap-3 text-sm text-sand-700">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg text-brand-700"
          >
            <UsersIcon />
          </span>
          {t('together.bar.ownerHint')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {me ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800">
            {t(ROLE_LABEL_KEYS[me.role])}
          </span>
        ) : null}
        {isOwner ? (
          <button
            type="button"
            className="btn-primary min-h-10 px-3"
            aria-haspopup="dialog"
            onClick={() => {
              setIsInviteOpened(true);
              setIsInviteOpen(true);
            }}
          >
            <UsersIcon aria-hidden="true" />
            {t('together.bar.invite')}
          </button>
        ) : (
          <button type="button" className={ACTION} onClick={() => setIsConfirmingLeave(true)}>
            <LogOutIcon aria-hidden="true" />
            {t('together.bar.leave')}
          </button>
        )}
      </div>
      {isInviteOpened ? (
        // Stays mounted once opened, so closing animates and the link just made is still there when reopened.
        <Suspense fallback={null}>
          <InviteDialog course={course} open={isInviteOpen} onOpenChange={setIsInviteOpen} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={isConfirmingLeave}
        onOpenChange={setIsConfirmingLeave}
        title={t('together.leave.title')}
        description={t('together.leave.confirm', { title: course.title, name: owner.name })}
        confirmLabel={t('together.bar.leave')}
        isDestructive
        isPending={leave.isPending}
        onConfirm={handleLeave}
      />
    </section>
  );
}
