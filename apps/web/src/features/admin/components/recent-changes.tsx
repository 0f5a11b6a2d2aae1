import type { AdminActionDto, AuditTargetType } from '@ktravel/contract';
import { useId, useState } from 'react';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAudit } from '../api/audit.ts';

/** Every action the server writes to the audit trail, as its i18n key (dots become underscores). */
const KNOWN_ACTIONS = [
  'course_delete',
  'course_advertisement',
  'course_visibility',
  'courseComment_delete',
  'place_add',
  'place_edit',
  'place_status',
  'place_multilingualMenu',
  'place_advertisement',
  'place_type',
  'place_delete',
  'content_status',
  'content_delete',
  'post_status',
  'post_delete',
  'comment_status',
  'comment_delete',
  'admin_add',
  'admin_invite',
  'user_role',
  'user_delete',
  'inquiry_handled',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

const KNOWN_FIELDS = [
  'title',
  'name',
  'visibility',
  'isAdvertisement',
  'hasMultilingualMenu',
  'status',
  'type',
  'description',
  'descriptionKo',
  'descriptionZh',
  'descriptionJa',
  'descriptionZhHant',
  'aliases',
  'photoUrl',
  'role',
  'email',
  'handled',
  'content',
  'authorId',
  'openReports',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];

/** Stored values shown in words: statuses, visibilities, categories, roles. */
const KNOWN_VALUES = [
  'active',
  'inactive',
  'hidden',
  'reported',
  'public',
  'private',
  'travel',
  'food',
  'cafe',
  'user',
  'admin',
] as const;
type KnownValue = (typeof KNOWN_VALUES)[number];

const VALUE_MAX_LENGTH = 60;
const DEFAULT_LIMIT = 5;
const MORE_LIMIT = 20;

function isKnown<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

interface RecentChangesProps {
  targetType: AuditTargetType;
  /** Only the changes of this one target (a course, a place…). */
  targetId?: number;
  /** The section's heading; defaults to "Recent changes". */
  title?: string;
  className?: string;
}

/**
 * The latest admin changes of a kind of target (GET /api/admin/audit): who, what, before → after, when.
 * Reloads by itself after each admin change (the admin mutations invalidate the admin queries).
 */
export function RecentChanges({ targetType, targetId, title, className = '' }: RecentChangesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const audit = useAudit({ targetType, targetId, page: 1, limit });
  const items = audit.data?.items ?? [];
  const hasMore = (audit.data?.total ?? 0) > items.length && limit < MORE_LIMIT;

  return (
    <section aria-labelledby={headingId} className={`card @container p-4 sm:p-5 ${className}`}>
      <h2 id={headingId} className="text-lg">
        {title ?? t('admin.common.audit.title')}
      </h2>
      <div className="mt-3">
        {audit.isPending ? (
          <Spinner label={t('admin.common.audit.loading')} />
        ) : audit.isError ? (
          <ErrorDisplay
            size="small"
            title={t('admin.common.audit.loadFailed')}
            message={t(errorMessageKey(audit.error))}
            onRetry={() => void audit.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="text-sm text-sand-600">{t('admin.common.audit.empty')}</p>
        ) : (
          <>
            <ol className="divide-y divide-sand-200">
              {items.map((entry) => (
                <ChangeRow key={entry.id} entry={entry} />
              ))}
            </ol>
            {hasMore ? (
              <button
                type="button"
                className="btn-ghost mt-2 min-h-9 px-2 text-brand-700"
                onClick={() => setLimit(MORE_LIMIT)}
              >
                {t('admin.common.audit.showMore')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function ChangeRow({ entry }: { entry: AdminActionDto }) {
  const { t } = useTranslation();
  const slug = entry.action.replace(/\./g, '_');
  const action = isKnown(KNOWN_ACTIONS, slug)
    ? t(`admin.common.audit.actions.${slug as KnownAction}`)
    : entry.action;
  const changes = describeChanges(entry.before, entry.after);

  const fieldLabel = (field: string) =>
    isKnown(KNOWN_FIELDS, field) ? t(`admin.common.audit.fields.${field as KnownField}`) : field;
  const valueText = (value: unknown) => {
    if (value === null || value === undefined || value === '') return t('admin.common.audit.none');
    if (typeof value === 'boolean') return value ? t('admin.common.audit.yes') : t('admin.common.audit.no');
    if (typeof value === 'string' && isKnown(KNOWN_VALUES, value)) {
      return t(`admin.common.audit.values.${value as KnownValue}`);
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > VALUE_MAX_LENGTH ? `${text.slice(0, VALUE_MAX_LENGTH)}…` : text;
  };

  return (
    <li className="flex flex-col gap-1 py-2.5 text-sm @lg:flex-row @lg:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sand-600 tabular-nums @lg:w-36">
        {formatSeoulTime(entry.createdAt)}
      </time>
      <div className="min-w-0 flex-1">
        <p className="text-sand-900">
          <span className="font-semibold">{action}</span>
          {' · '}
          <span className="break-words">{entry.targetLabel}</span>
          <span className="text-sand-500"> #{entry.targetId}</span>
        </p>
        {changes.length > 0 ? (
          <ul className="mt-0.5 flex flex-col gap-0.5 text-sand-700">
            {changes.map(({ field, before, after }) => (
              <li key={field} className="break-words">
                <span className="font-medium">{fieldLabel(field)}</span>:{' '}
                {entry.before === null
                  ? valueText(after)
                  : entry.after === null
                    ? valueText(before)
                    : `${valueText(before)} → ${valueText(after)}`}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-0.5 text-xs text-sand-600">
          {t('admin.common.audit.by', { email: entry.admin.email })}
        </p>
      </div>
    </li>
  );
}

/** The fields either side mentions, with their values before and after (undefined when a side lacks it). */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}
