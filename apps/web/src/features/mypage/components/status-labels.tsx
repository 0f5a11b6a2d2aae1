import type { ContentStatus, PostStatus } from '@ktravel/contract';
import type { z } from 'zod';
import { EyeOffIcon, FlagIcon, PencilIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const LABEL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold';

interface StatusLabelsProps {
  status?: z.infer<typeof PostStatus>;
  moderationStatus: z.infer<typeof ContentStatus>;
}

/** A member's own draft, hidden or reported post or comment, labelled in their list (nothing when it is public). */
export function StatusLabels({ status = 'published', moderationStatus }: StatusLabelsProps) {
  const { t } = useTranslation();
  if (status === 'published' && moderationStatus === 'active') return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {status === 'draft' ? (
        <span className={`${LABEL} bg-amber-100 text-amber-900`}>
          <PencilIcon aria-hidden="true" />
          {t('mypage.status.draft')}
        </span>
      ) : null}
      {status === 'hidden' ? (
        <span className={`${LABEL} bg-sand-800 text-white`}>
          <EyeOffIcon aria-hidden="true" />
          {t('mypage.status.hidden')}
        </span>
      ) : null}
      {moderationStatus === 'hidden' ? (
        <span className={`${LABEL} bg-accent-700 text-white`}>
          <EyeOffIcon aria-hidden="true" />
          {t('mypage.status.moderationHidden')}
        </span>
      ) : null}
      {moderationStatus === 'reported' ? (
        <span className={`${LABEL} bg-accent-50 text-accent-800`}>
          <FlagIcon aria-hidden="true" />
          {t('mypage.status.reported')}
        </span>
      ) : null}
    </span>
  );
}
