import { useAuthStore } from '@/lib/auth/session-store.ts';
import {
  isInPack,
  keepOnDevice,
  type PackItem,
  removeFromDevice,
  usePackStore,
} from '@/lib/offline/pack-store.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { CheckIcon } from './icons/index.ts';

/**
 * "Available offline" on a course or place the member's trip pack keeps (DESIGN §8.2), with "Remove from this
 * device" where `canRemove` (the course page, the place detail), or "Keep on this device" after a removal.
 * Nothing for visitors not signed in, or for what the pack does not hold.
 */
export function OfflineMark({
  item,
  id,
  canRemove = false,
  className = '',
}: {
  item: PackItem;
  id: number;
  canRemove?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const isMember = useAuthStore((state) => state.user !== null);
  const isKept = usePackStore((state) => isInPack(state, item, id));
  const isRemoved = usePackStore((state) =>
    (item === 'course' ? state.removedCourses : state.removedPlaces).includes(id),
  );
  if (!isMember) return null;
  if (isRemoved && canRemove) {
    return (
      <button
        type="button"
        className={`btn-ghost min-h-9 px-2 text-xs text-brand-800 ${className}`}
        onClick={() => {
          keepOnDevice(item, id);
          notify.info(t('offline.kept'));
        }}
      >
        {t('offline.keep')}
      </button>
    );
  }
  if (!isKept) return null;
  return (
    <span
      className={`inline-flex flex-wrap items-center gap-2 text-xs ${className}`}
      data-testid="offline-mark"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-jade-50 px-2 py-0.5 font-semibold text-jade-700">
        <CheckIcon aria-hidden="true" className="size-3.5" />
        {t('offline.available')}
      </span>
      {canRemove ? (
        <button
          type="button"
          className="text-sand-700 underline underline-offset-2 hover:text-sand-900"
          onClick={() => void removeFromDevice(item, id).then(() => notify.info(t('offline.removed')))}
        >
          {t('offline.remove')}
        </button>
      ) : null}
    </span>
  );
}
