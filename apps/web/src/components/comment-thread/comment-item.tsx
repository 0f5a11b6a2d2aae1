import { COMMENT_MAX_LENGTH, type ReportBody } from '@ktravel/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { contentLanguage } from '../../lib/content-language.ts';
import { useMachineTranslation } from '../../lib/machine-translation.ts';
import { formatSeoulTime } from '../../lib/time.ts';
import { Avatar } from '../avatar.tsx';
import { ReportButton } from '../report-button.tsx';
import { TranslateToggle } from '../translate-toggle.tsx';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';

/** A comment as the thread shows it: course comments and post comments both have this shape. */
export interface ThreadComment {
  id: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  author: { id: number; name: string; avatarUrl: string | null };
}

interface CommentItemProps {
  comment: ThreadComment;
  /** `data-testid` of the item, for browser tests. */
  testId: string;
  canEdit: boolean;
  canDelete: boolean;
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** Called with the trimmed, non-empty new content. */
  onSave: (content: string) => void;
  onDelete: () => void;
  /** Shows Report (others' comments) and runs this when it is chosen. */
  onReport?: () => void;
  /** What a report of this comment is about (it shows "Reported" once the member reported it). */
  reportType?: ReportBody['targetType'];
}

/** One comment: author, time, text, and Edit / Delete for those allowed. */
export function CommentItem({
  comment,
  testId,
  canEdit,
  canDelete,
  isEditing,
  isSaving,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
  onReport,
  reportType,
}: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const translation = useMachineTranslation([comment.content]);
  const name = comment.author.name.trim() || t('comments.defaultUser');
  const isEdited = comment.updatedAt !== comment.createdAt;

  return (
    <li className="flex gap-3 py-4" data-testid={testId}>
      <Avatar name={name} url={comment.author.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-sand-900">{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-sand-500">
            {formatSeoulTime(comment.createdAt)}
          </time>
          {isEdited ? <span className="text-xs text-sand-500">{t('comments.edited')}</span> : null}
        </p>
        {isEditing ? (
          <CommentEditForm
            initialContent={comment.content}
            isSaving={isSaving}
            onCancel={onCancelEdit}
            onSave={onSave}
          />
        ) : (
          <>
            <p
              lang={translation.isShown ? i18n.language : contentLanguage(comment.content)}
              className="mt-1 text-sm leading-relaxed break-keep wrap-anywhere whitespace-pre-wrap text-sand-800"
            >
              {translation.texts[0]}
            </p>
            <TranslateToggle translation={translation} className="-ml-2" />
            {canEdit || canDelete || onReport ? (
              <div className="mt-1 -ml-2 flex gap-1">
                <EditDeleteButtons
                  canEdit={canEdit}
                  canDelete={canDelete}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
                {onReport && reportType ? (
                  <ReportButton
                    targetType={reportType}
                    targetId={comment.id}
                    onReport={onReport}
                    label={t('comments.report')}
                    className="btn-ghost min-h-9 px-2 text-xs"
                  />
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

function CommentEditForm({
  initialContent,
  isSaving,
  onCancel,
  onSave,
}: {
  initialContent: string;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (content: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState(initialContent);
  const [isInvalid, setIsInvalid] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (trimmed === '') {
      setIsInvalid(true);
      return;
    }
    onSave(trimmed);
  };

  return (
    <form className="mt-2 flex flex-col gap-2" onSubmit={handleSubmit} noValidate>
      <label htmlFor={`${id}-content`} className="sr-only">
        {t('comments.editLabel')}
      </label>
      <textarea
        id={`${id}-content`}
        // biome-ignore lint/a11y/noAutofocus: the user just chose Edit; the field they asked for gets focus
        autoFocus
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={content}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          if (isInvalid) setIsInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        className="field-input py-2 text-sm"
      />
      {isInvalid ? (
        <p id={`${id}-error`} className="field-error">
          {t('comments.required')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-9 px-3" disabled={isSaving}>
          {t('comments.save')}
        </button>
        <button type="button" className="btn-secondary min-h-9 px-3" onClick={onCancel} disabled={isSaving}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
