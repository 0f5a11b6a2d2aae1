import {
  COLLABORATOR_ROLES,
  type CollaboratorRole,
  type CourseInviteCreatedDto,
  INVITE_DEFAULT_DAYS,
} from '@ktravel/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, CopyIcon, LinkIcon, PlusIcon, ShareIcon } from '@/components/icons/index.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCreateInvite } from '../../api/collaboration.ts';
import { ROLE_HINT_KEYS, ROLE_LABEL_KEYS, type Say } from './together-common.ts';

/** How long a new link works: a day for a quick hand-over, a week (the default), a month for a trip far ahead. */
const EXPIRY_DAYS = [1, INVITE_DEFAULT_DAYS, 30] as const;

const CHOICE =
  'flex min-h-11 cursor-pointer rounded-xl border border-sand-200 bg-white px-3 py-2 transition-colors hover:border-sand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500';

interface InviteLinkFormProps {
  courseId: number;
  onCreated: (invite: CourseInviteCreatedDto) => void;
}

/** Who the new link is for (editors or viewers) and how long it works; "Create link". */
export function InviteLinkForm({ courseId, onCreated }: InviteLinkFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const [days, setDays] = useState<number>(INVITE_DEFAULT_DAYS);
  const create = useCreateInvite(courseId);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ role, expiresInDays: days }, { onSuccess: onCreated });
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-2xl bg-sand-50 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base">
        <LinkIcon aria-hidden="true" className="text-brand-700" />
        {t('together.create.heading')}
      </h3>
      <fieldset>
        <legend className="field-label">{t('together.create.role')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {COLLABORATOR_ROLES.map((value) => (
            <label key={value} className={`${CHOICE} items-start gap-3`}>
              <input
                type="radio"
                name="invite-role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...(value === 'editor' ? { 'data-autofocus': true } : {})}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-sand-900">{t(ROLE_LABEL_KEYS[value])}</span>
                <span className="block text-sm text-sand-600">{t(ROLE_HINT_KEYS[value])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="field-label">{t('together.create.expiry')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {EXPIRY_DAYS.map((value) => (
            <label
              key={value}
              className={`${CHOICE} items-center justify-center gap-2 text-sm font-semibold`}
            >
              <input
                type="radio"
                name="invite-days"
                value={value}
                checked={days === value}
                onChange={() => setDays(value)}
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              {t('together.create.days', { count: value })}
            </label>
          ))}
        </div>
      </fieldset>
      {create.isError ? (
        <p id={errorId} role="alert" className="field-error mt-0">
          {t('together.create.failed', { message: t(errorMessageKey(create.error)) })}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-primary self-stretch sm:self-end"
        disabled={create.isPending}
        aria-describedby={create.isError ? errorId : undefined}
      >
        <LinkIcon aria-hidden="true" />
        {t('together.create.submit')}
      </button>
    </form>
  );
}

interface CreatedInviteLinkProps {
  invite: CourseInviteCreatedDto;
  courseTitle: string;
  /** Back to the form, for a link with another role or expiry. */
  onAnother: () => void;
  say: Say;
}

/** How long Copy says "Copied" after copying. */
const COPIED_MS = 2500;

/** The link just made, shown once: Copy, Share (where the device can), what it grants and until when. */
export function CreatedInviteLink({ invite, courseTitle, onAnother, say }: CreatedInviteLinkProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      setIsCopied(true);
      say('success', t('together.link.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for copying by hand.
      input.current?.select();
      say('error', t('together.link.copyFailed'));
    }
  };

  const handleShare = async () => {
    const text = t('together.link.shareText', { title: courseTitle });
    try {
      await navigator.share({ title: text, text, url: invite.url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        say('error', t('together.link.shareFailed'));
      }
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base">
        <LinkIcon aria-hidden="true" className="text-brand-700" />
        {t('together.link.label')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          aria-labelledby={headingId}
          readOnly
          value={invite.url}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-w-0 flex-1 font-mono text-sm"
          data-autofocus
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <button
            type="button"
            className={`btn-primary ${canShare ? '' : 'col-span-2'}`}
            onClick={() => void handleCopy()}
          >
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {isCopied ? t('together.link.copiedShort') : t('together.link.copy')}
          </button>
          {canShare ? (
            <button type="button" className="btn-secondary" onClick={() => void handleShare()}>
              <ShareIcon aria-hidden="true" />
              {t('together.link.share')}
            </button>
          ) : null}
        </div>
      </div>
      <p className="text-sm font-semibold text-sand-800">
        {t('together.link.summary', {
          role: t(ROLE_LABEL_KEYS[invite.role]),
          date: formatSeoulTime(invite.expiresAt),
        })}
      </p>
      <p className="text-sm text-amber-900">{t('together.link.once')}</p>
      <button type="button" className="btn-ghost -ml-2 self-start px-2 text-brand-700" onClick={onAnother}>
        <PlusIcon aria-hidden="true" />
        {t('together.link.another')}
      </button>
    </section>
  );
}
