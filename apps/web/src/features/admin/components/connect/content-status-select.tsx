import { type AdminContentItemDto, CONTENT_STATUSES } from '@ktravel/contract';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSetContentStatus } from '../../api/admin-content.ts';
import { contentName } from './content-item.ts';
import type { ModerationStatus } from './content-labels.ts';

/** The row's status dropdown (spec §2): any status to any other; active and hidden close the open reports. */
export function ContentStatusSelect({ item }: { item: AdminContentItemDto }) {
  const { t } = useTranslation();
  const mutation = useSetContentStatus();

  const handleChange = (status: ModerationStatus) =>
    mutation.mutate(
      { type: item.type, id: item.id, status },
      {
        onSuccess: () =>
          notify.success(
            t('admin.connect.statusChanged', {
              name: contentName(item),
              status: t(`admin.connect.status.${status}`),
            }),
          ),
        onError: (error) =>
          notify.error(t('admin.connect.statusFailed', { message: t(errorMessageKey(error)) })),
      },
    );

  return (
    <select
      className="field-input min-h-10 w-34 py-1.5"
      aria-label={t('admin.connect.statusOf', { name: contentName(item) })}
      value={mutation.isPending && mutation.variables ? mutation.variables.status : item.status}
      disabled={mutation.isPending}
      onChange={(event) => handleChange(event.target.value as ModerationStatus)}
    >
      {CONTENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`admin.connect.status.${status}`)}
        </option>
      ))}
    </select>
  );
}
