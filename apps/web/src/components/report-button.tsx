import type { ReportBody } from '@ktravel/contract';
import { CheckIcon, FlagIcon } from '@/components/icons/index.ts';
import { useIsReported } from '@/lib/reports.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface ReportButtonProps {
  targetType: ReportBody['targetType'];
  targetId: number;
  onReport: () => void;
  /** The button's label before reporting ("Report"). */
  label: string;
  className: string;
  /** The flag icon's class; no icon when absent. */
  iconClassName?: string;
}

/**
 * Report for a post, a comment or a review; once the member reported it (here, on another device, or answered
 * "already reported"), a quiet "Reported" that cannot be pressed again.
 */
export function ReportButton({
  targetType,
  targetId,
  onReport,
  label,
  className,
  iconClassName,
}: ReportButtonProps) {
  const { t } = useTranslation();
  const isReported = useIsReported(targetType, targetId);
  if (isReported) {
    return (
      <span
        className={`${className} cursor-default opacity-80`}
        title={t('buzz.report.doneLabel')}
        data-testid="reported"
      >
        {iconClassName !== undefined ? <CheckIcon aria-hidden="true" className={iconClassName} /> : null}
        {t('buzz.report.done')}
      </span>
    );
  }
  return (
    <button type="button" className={className} onClick={onReport}>
      {iconClassName !== undefined ? <FlagIcon aria-hidden="true" className={iconClassName} /> : null}
      {label}
    </button>
  );
}
