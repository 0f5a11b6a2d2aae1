import { useTranslation } from '@/lib/use-translation.ts';

interface FormFooterProps {
  onCancel: () => void;
  /** The submit button's label, and its label while the form is being sent. */
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  /** Disables submitting (not cancelling), e.g. while an image uploads. */
  isSubmitDisabled?: boolean;
}

/** A form's Cancel and submit buttons under a rule: stacked on phones (submit on top), right-aligned above. */
export function FormFooter({
  onCancel,
  submitLabel,
  pendingLabel,
  isPending,
  isSubmitDisabled,
}: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-sand-200 pt-4 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={isPending}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn-primary" disabled={isPending || isSubmitDisabled}>
        {isPending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
