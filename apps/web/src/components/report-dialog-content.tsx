import { REPORT_REASON_MAX_LENGTH, type ReportBody } from '@ktravel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { FlagIcon } from '@/components/icons/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { markReported, useCreateReport } from '@/lib/reports.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';

export interface ReportDialogProps {
  /** What is reported; null: the dialog is closed. */
  target: Pick<ReportBody, 'targetType' | 'targetId'> | null;
  onClose: () => void;
}

/** Report a post, a comment or a place review with a reason; reporting the same thing twice says it was already reported. */
export function ReportDialogContent({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const report = useCreateReport();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const title =
    target?.targetType === 'review'
      ? t('buzz.report.reviewTitle')
      : target?.targetType === 'post' || !target
        ? t('buzz.report.postTitle')
        : t('buzz.report.commentTitle');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || report.isPending) return;
    report.mutate(
      { ...target, reason: reason.trim() },
      {
        onSuccess: () => {
          if (userId !== null) markReported(queryClient, userId, target);
          notify.success(t('buzz.report.sent'));
          setReason('');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            if (userId !== null) markReported(queryClient, userId, target);
            notify.info(t('buzz.report.already'));
            onClose();
          } else notify.error(t('buzz.report.failed', { message: t(errorMessageKey(error)) }));
        },
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={t('buzz.report.description')}
        icon={<FlagIcon />}
        className="max-w-md"
      >
        <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
          <div>
            <label htmlFor={`${id}-reason`} className="field-label">
              {t('buzz.report.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              data-autofocus
              rows={4}
              maxLength={REPORT_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('buzz.report.reasonPlaceholder')}
              className="field-input py-2.5"
            />
          </div>
          <FormFooter onCancel={onClose} submitLabel={t('buzz.report.submit')} isPending={report.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
