import type { UserDto } from '@ktravel/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { useAuthStore } from '../store.ts';
import { Avatar } from './avatar.tsx';

/** The signed-in user's button in the header; opens a panel with their email, My Page and sign-out. */
export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const logout = useAuthStore((state) => state.logout);
  const [isOpen, setIsOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);

  const handleSignOut = async () => {
    setIsSigningOut(true);
    await logout();
    setIsSigningOut(false);
    setIsOpen(false);
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-10 items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-2.5 pl-1 text-sm font-semibold text-sand-800 transition-colors hover:border-sand-300 hover:bg-sand-50"
      >
        <Avatar name={user.name} url={user.avatarUrl} />
        <span className="max-w-32 truncate max-sm:sr-only">{user.name}</span>
        <ChevronDownIcon className={`text-sand-500 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>

      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-sand-200 bg-white shadow-raised"
        >
          <div className="flex items-center gap-3 border-b border-sand-100 bg-sand-50 px-4 py-3">
            <Avatar name={user.name} url={user.avatarUrl} size="lg" />
            <div className="min-w-0">
              <p className="text-xs font-medium text-sand-500">{t('auth.signedInAs')}</p>
              <p className="truncate font-semibold text-sand-900">{user.name}</p>
              <p className="truncate text-sm text-sand-600">{user.email}</p>
            </div>
          </div>
          <ul className="p-1.5">
            <li>
              <Link
                to="/mypage"
                onClick={() => setIsOpen(false)}
                className="flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-sand-800 hover:bg-sand-100"
              >
                {t('nav.mypage')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                disabled={isSigningOut}
                onClick={() => void handleSignOut()}
                className="flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-accent-700 hover:bg-accent-50 disabled:opacity-60"
              >
                {t('auth.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
