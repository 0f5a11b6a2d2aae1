import type { UserDto } from '@ktravel/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { Avatar } from '../components/avatar.tsx';
import { ChevronDownIcon, LogoMark, MailIcon, MenuIcon } from '../components/icons/index.ts';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { LoginButton } from '../features/auth/components/login-button.tsx';
import { openContactDialog } from '../lib/app-dialogs.ts';
import { useAuthStore } from '../lib/auth/session-store.ts';
import { navItemsFor } from './nav-items.ts';
import { useHasOpened } from './use-has-opened.ts';

// The small-screen menu (Radix Dialog) and the account menu (Radix Dropdown Menu) load when needed: a
// visitor on a wide screen never opens the first, and an anonymous visitor never sees the second.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const UserMenu = lazy(() =>
  import('../features/auth/components/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors';
  return isActive
    ? `${base} bg-brand-50 text-brand-800`
    : `${base} text-sand-700 hover:bg-sand-100 hover:text-sand-900`;
}

/** Looks like the account button while its menu's code loads (a moment, once per visit). */
function AccountButtonPlaceholder({ user }: { user: UserDto }) {
  return (
    <span className="flex min-h-10 items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-2.5 pl-1 text-sm font-semibold text-sand-800">
      <Avatar name={user.name} url={user.avatarUrl} />
      <span className="max-w-32 truncate max-sm:sr-only">{user.name}</span>
      <ChevronDownIcon className="text-sand-500" />
    </span>
  );
}

function AuthControls() {
  const user = useAuthStore((state) => state.user);
  const isReady = useAuthStore((state) => state.isReady);
  const { t } = useTranslation();
  if (user) {
    return (
      <Suspense fallback={<AccountButtonPlaceholder user={user} />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  if (!isReady) {
    return (
      <span
        role="status"
        aria-label={t('auth.checking')}
        className="inline-block h-10 w-20 animate-pulse rounded-lg bg-sand-100"
      />
    );
  }
  return <LoginButton />;
}

/**
 * Site header: logo, K-Map / K-Course / K-Buzz, admin link (admins), contact, language, and login or the
 * account menu. Under 768 px the links, contact and language move into a menu (a focus-trapping sheet).
 */
export function Header() {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasOpenedMenu = useHasOpened(isMenuOpen);
  const location = useLocation();

  // Close the small-screen menu after navigating (Back and Forward included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the location changes
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to="/" aria-label={t('nav.home')} className="flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark className="text-[2rem] text-brand-700" />
          <span className="text-lg font-extrabold tracking-tight text-sand-900">{t('app.name')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ml-2 hidden md:block lg:ml-4">
          <ul className="flex items-center gap-1">
            {navItemsFor(isAdmin).map(({ id, to }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClass}>
                  {t(`nav.${id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            className="btn-ghost hidden min-h-10 px-3 md:inline-flex"
            aria-haspopup="dialog"
            onClick={openContactDialog}
          >
            <MailIcon className="text-lg" />
            <span className="max-lg:sr-only">{t('nav.contact')}</span>
          </button>
          <LanguageSwitcher className="hidden w-32 md:flex" />
          <AuthControls />
          <button
            type="button"
            className="btn-ghost min-h-10 px-2.5 text-xl md:hidden"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            aria-label={t('nav.openMenu')}
            // Start fetching the menu's code as soon as a press begins.
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setIsMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      {hasOpenedMenu ? (
        <Suspense fallback={null}>
          <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </header>
  );
}
