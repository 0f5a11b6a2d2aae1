import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import type { ErrorType } from '../lib/error-type.ts';
import { useIsOnline } from '../lib/offline/online.ts';
import {
  AlertIcon,
  ClipboardIcon,
  LockIcon,
  RefreshIcon,
  SearchIcon,
  ServerIcon,
  WifiOffIcon,
} from './icons/index.ts';

export type ErrorDisplaySize = 'small' | 'medium' | 'large';

interface ErrorDisplayProps {
  type?: ErrorType;
  size?: ErrorDisplaySize;
  /** Replaces the type's default title. */
  title?: string;
  /** Replaces the type's default message. */
  message?: string;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  className?: string;
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const TYPE_STYLE: Record<ErrorType, { icon: Icon; tone: string; frame: string }> = {
  network: { icon: WifiOffIcon, tone: 'bg-sand-100 text-sand-700', frame: 'border-sand-200 bg-white' },
  notFound: { icon: SearchIcon, tone: 'bg-brand-50 text-brand-700', frame: 'border-brand-100 bg-white' },
  unauthorized: { icon: LockIcon, tone: 'bg-amber-50 text-amber-800', frame: 'border-amber-200 bg-white' },
  server: { icon: ServerIcon, tone: 'bg-accent-50 text-accent-700', frame: 'border-accent-200 bg-white' },
  validation: { icon: ClipboardIcon, tone: 'bg-amber-50 text-amber-800', frame: 'border-amber-200 bg-white' },
  default: { icon: AlertIcon, tone: 'bg-accent-50 text-accent-700', frame: 'border-accent-200 bg-white' },
};

const SIZE_STYLE: Record<
  ErrorDisplaySize,
  { root: string; iconBox: string; title: string; message: string; button: string }
> = {
  small: {
    root: 'flex items-start gap-3 rounded-xl border p-3 text-left',
    iconBox: 'size-9 rounded-lg text-lg',
    title: 'text-sm font-bold',
    message: 'mt-0.5 text-sm text-sand-600',
    button: 'btn-ghost mt-1.5 -ml-2 min-h-9 px-2 text-brand-700 hover:text-brand-800',
  },
  medium: {
    root: 'flex flex-col items-center rounded-2xl border px-5 py-7 text-center',
    iconBox: 'mb-4 size-12 rounded-xl text-2xl',
    title: 'text-lg font-bold',
    message: 'mt-1 max-w-sm text-sm text-sand-600',
    button: 'btn-secondary mt-5',
  },
  large: {
    root: 'flex flex-col items-center px-6 py-12 text-center sm:py-16',
    iconBox: 'mb-6 size-20 rounded-3xl text-4xl',
    title: 'text-2xl font-bold tracking-tight sm:text-3xl',
    message: 'mt-3 max-w-md text-base text-sand-600',
    button: 'btn-primary mt-8 min-h-12 px-6 text-base',
  },
};

/** What a member's device keeps for offline use (the trip pack), offered when a page is not in it. */
const OFFLINE_LINKS = [
  { to: '/kcourse?tab=my-course', label: 'offline.links.courses' },
  { to: '/mypage/bookmarks', label: 'offline.links.bookmarks' },
  { to: '/tips', label: 'offline.links.tips' },
] as const;

/**
 * Tells the user what went wrong: an icon, a title and a message for each type (translated defaults, or
 * `title`/`message`), and an optional Retry. `role="alert"`, so it is announced when it appears.
 */
export function ErrorDisplay({
  type = 'default',
  size = 'medium',
  title,
  message,
  onRetry,
  className = '',
}: ErrorDisplayProps) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const { icon: Icon, tone, frame } = TYPE_STYLE[type];
  const style = SIZE_STYLE[size];
  // Offline, a page whose data this device does not keep says what it does keep (DESIGN §8.2), not "error": any
  // failure but an answer the server gave (not found, not allowed) is that, whatever the caller typed it as.
  const isOutsidePack = !isOnline && size !== 'small' && type !== 'notFound' && type !== 'unauthorized';

  return (
    <div
      role="alert"
      data-error-type={type}
      className={`${style.root} ${size === 'large' ? '' : frame} ${className}`}
    >
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center ${style.iconBox} ${tone}`}
      >
        <Icon />
      </span>
      <div className={size === 'small' ? 'min-w-0 flex-1' : 'flex flex-col items-center'}>
        <p className={`text-sand-900 ${style.title}`}>
          {isOutsidePack ? t('offline.notInPack.title') : (title ?? t(`errorDisplay.${type}.title`))}
        </p>
        <p className={style.message}>
          {isOutsidePack ? t('offline.notInPack.body') : (message ?? t(`errorDisplay.${type}.message`))}
        </p>
        {isOutsidePack ? (
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {OFFLINE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="btn-secondary min-h-10">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {onRetry && !isOutsidePack ? (
          <button type="button" className={style.button} onClick={onRetry}>
            <RefreshIcon aria-hidden="true" />
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
