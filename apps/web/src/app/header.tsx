import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, LogoMark, MenuIcon } from '../components/icons.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { LoginButton } from '../features/auth/components/login-button.tsx';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { useAuthStore } from '../features/auth/store.ts';

const NAV_ITEMS = [
  { to: '/kmap', labelKey: 'nav.kmap' },
  { to: '/kcourse', labelKey: 'nav.kcourse' },
  { to: '/buzz', labelKey: 'nav.kbuzz' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors';
  return isActive
    ? `${base} bg-brand-50 text-brand-800`
    : `${base} text-sand-700 hover:bg-sand-100 hover:text-sand-900`;
}

function AuthControls() {
  const user = useAuthStore((state) => state.user);
  const isReady = useAuthStore((state) => state.isReady);
  const { t } = useTranslation();
  if (user) return <UserMenu user={user} />;
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

/** Site header: logo, K-Map / K-Course / K-Buzz, language, admin link, and login or the account menu. */
export function Header() {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const location = useLocation();

  // Close the small-screen menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the location changes
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.pathname, location.search]);

  const navLinks = (
    <>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={navLinkClass}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      {isAdmin ? (
        <li>
          <NavLink to="/admin" className={navLinkClass}>
            {t('nav.admin')}
          </NavLink>
        </li>
      ) : null}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={t('nav.home')} className="flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark className="text-[2rem] text-brand-700" />
          <span className="text-lg font-extrabold tracking-tight text-sand-900">{t('app.name')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">{navLinks}</ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher className="hidden w-32 md:flex" />
          <AuthControls />
          <button
            type="button"
            className="btn-ghost min-h-10 px-2.5 text-xl md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={mobileMenuId}
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <div id={mobileMenuId} hidden={!isMenuOpen} className="border-t border-sand-200 bg-white md:hidden">
        <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl px-4 py-3">
          <ul className="flex flex-col gap-1">{navLinks}</ul>
          <LanguageSwitcher className="mt-3 w-full" />
        </nav>
      </div>
    </header>
  );
}
