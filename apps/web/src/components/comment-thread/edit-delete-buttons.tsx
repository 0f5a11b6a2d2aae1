import { useTranslation } from '@/lib/use-translation.ts';

interface EditDeleteButtonsProps {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete under a member's text (a comment, a review), each shown only where it is allowed. */
export function EditDeleteButtons({ canEdit, canDelete, onEdit, onDelete }: EditDeleteButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      {canEdit ? (
        <button type="button" className="btn-ghost min-h-9 px-2 text-xs" onClick={onEdit}>
          {t('comments.edit')}
        </button>
      ) : null}
      {canDelete ? (
        <button
          type="button"
          className="btn-ghost min-h-9 px-2 text-xs text-accent-700 hover:text-accent-800"
          onClick={onDelete}
        >
          {t('comments.delete')}
        </button>
      ) : null}
    </>
  );
}
