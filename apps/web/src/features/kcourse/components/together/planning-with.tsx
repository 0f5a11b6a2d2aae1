import { Avatar } from '@/components/avatar.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import type { Person } from './together-common.ts';

/** Avatars drawn before the rest are counted ("and 3 others"). */
const SHOWN = 4;

/** "Sora, Mina and Joon" in the reader's language; past three names, the first two and how many others. */
function useNameList(names: string[]): string {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  if (names.length <= 3) return list.format(names);
  return list.format([...names.slice(0, 2), t('together.bar.more', { count: names.length - 2 })]);
}

/** The people planning a course: overlapping avatars and their names (the owner first). */
export function PlanningWith({ people }: { people: Person[] }) {
  const { t } = useTranslation();
  const names = people.map((person) => person.name);
  const nameList = useNameList(names);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ul aria-label={t('together.bar.people')} className="flex shrink-0 -space-x-2">
        {people.slice(0, SHOWN).map((person) => (
          <li key={person.id} title={person.name} className="flex">
            <Avatar name={person.name} url={person.avatarUrl} />
            <span className="sr-only">{person.name}</span>
          </li>
        ))}
        {people.length > SHOWN ? (
          <li
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-sand-200 text-xs font-bold text-sand-700 ring-2 ring-white"
          >
            +{people.length - SHOWN}
          </li>
        ) : null}
      </ul>
      <p className="min-w-0 text-sm text-sand-700">
        <span className="block text-xs font-semibold tracking-wide text-sand-500 uppercase">
          {t('together.bar.planningWith')}
        </span>
        <span aria-hidden="true" className="line-clamp-2 font-semibold break-words text-sand-900">
          {nameList}
        </span>
      </p>
    </div>
  );
}
