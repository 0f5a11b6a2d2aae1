import { COLLABORATOR_ROLES, type CollaboratorRole, type CourseDto } from '@ktravel/contract';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCollaborators, useRemoveCollaborator, useSetCollaboratorRole } from '../../api/collaboration.ts';
import { type Person, ROLE_LABEL_KEYS, type Say } from './together-common.ts';

/** The owner (first, as "Owner") and everyone who joined, with a role switch and Remove for each who joined. */
export function CollaboratorList({ course, say }: { course: CourseDto; say: Say }) {
  const { t } = useTranslation();
  const headingId = useId();
  const collaborators = useCollaborators(course.id, true);
  const setRole = useSetCollaboratorRole(course.id);
  const remove = useRemoveCollaborator(course.id);
  // Who is being removed stays set while the confirmation closes, so its title keeps their name.
  const [removing, setRemoving] = useState<Person | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const nameOf = (name: string) => name.trim() || t('kcourse.defaultUser');
  const ownerName = nameOf(course.author.name);

  const handleRole = (person: Person, role: CollaboratorRole) =>
    setRole.mutate(
      { userId: person.id, role },
      {
        onSuccess: () =>
          say(
            'success',
            t('together.people.roleChanged', { name: person.name, role: t(ROLE_LABEL_KEYS[role]) }),
          ),
        onError: (error) =>
          say('error', t('together.people.roleFailed', { message: t(errorMessageKey(error)) })),
      },
    );

  const handleRemove = () => {
    if (!removing) return;
    const { name } = removing;
    remove.mutate(removing.id, {
      onSuccess: () => say('success', t('together.people.removed', { name })),
      onError: (error) =>
        say('error', t('together.people.removeFailed', { message: t(errorMessageKey(error)) })),
      onSettled: () => setIsConfirmingRemove(false),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base">
        {t('together.people.heading')}
      </h3>
      <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
        <li className="flex items-center gap-3 px-3 py-2.5">
          <Avatar name={ownerName} url={course.author.avatarUrl} />
          <span className="min-w-0 flex-1 truncate font-semibold text-sand-900">{ownerName}</span>
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-bold text-sand-700">
            {t('together.owner')}
          </span>
        </li>
        {(collaborators.data ?? []).map(({ user, role }) => {
          const person = { ...user, name: nameOf(user.name) };
          const isChanging = setRole.isPending && setRole.variables?.userId === user.id;
          return (
            <li
              key={user.id}
              data-testid="collaborator"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5"
            >
              <span className="flex min-w-0 flex-1 basis-40 items-center gap-3">
                <Avatar name={person.name} url={person.avatarUrl} />
                <span className="min-w-0 truncate font-semibold text-sand-900">{person.name}</span>
              </span>
              <span className="ml-auto flex items-center gap-1">
                <select
                  className="field-input min-h-9 w-auto py-1 pr-8 text-sm"
                  aria-label={t('together.people.roleOf', { name: person.name })}
                  value={isChanging && setRole.variables ? setRole.variables.role : role}
                  disabled={isChanging}
                  onChange={(event) => handleRole(person, event.target.value as CollaboratorRole)}
                >
                  {COLLABORATOR_ROLES.map((value) => (
                    <option key={value} value={value}>
                      {t(ROLE_LABEL_KEYS[value])}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-2 text-accent-700 hover:bg-accent-50 hover:text-accent-800"
                  aria-label={t('together.people.removeNamed', { name: person.name })}
                  onClick={() => {
                    setRemoving(person);
                    setIsConfirmingRemove(true);
                  }}
                >
                  {t('together.people.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {collaborators.isPending ? <Spinner label={t('app.loading')} className="py-2" /> : null}
      {collaborators.isError ? (
        <ErrorDisplay
          size="small"
          message={t('together.loadFailed')}
          onRetry={() => void collaborators.refetch()}
        />
      ) : null}
      {collaborators.data?.length === 0 ? (
        <p className="text-sm text-sand-600">{t('together.people.empty')}</p>
      ) : null}
      <ConfirmDialog
        open={isConfirmingRemove}
        onOpenChange={setIsConfirmingRemove}
        title={t('together.people.removeTitle', { name: removing?.name ?? '' })}
        description={t('together.people.removeConfirm')}
        confirmLabel={t('together.people.remove')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleRemove}
      />
    </section>
  );
}
