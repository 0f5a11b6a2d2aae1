import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { Dialog, SheetContent } from '../components/dialog.tsx';
import { MailIcon } from '../components/icons/index.ts';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { openContactDialog } from '../lib/app-dialogs.ts';
import { navItemsFor } from './nav-items.ts';

/** The pages about K-Travel itself, at the foot of the menu. */
const INFO_LINKS = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/privacy', labelKey: 'footer.privacy' },
] as const;

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}

function linkClass({ isActive }: { isActive: boolean }): string {
  const base = 'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold transition-colors';
  return isActive ? `${base} bg-brand-50 text-brand-800` : `${base} text-sand-800 hover:bg-sand-100`;
}

/**
 * The header's navigation under 768 px: a sheet from the right (Radix Dialog), so focus stays inside while
 * it is open, Escape closes it and focus returns to the menu button.
 */
export function MobileMenu({ open, onOpenChange, isAdmin }: MobileMenuProps) {
  const { t } = useTranslation();
  // The contact dialog opens once the sheet has closed and given focus back to the menu button, so closing
  // the contact dialog later returns focus there too.
  const isContactNext = useRef(false);
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={t('nav.menu')}
        onCloseAutoFocus={() => {
          if (!isContactNext.current) return;
          isContactNext.current = false;
          openContactDialog();
        }}
      >
        <nav aria-label={t('nav.main')} className="p-3">
          <ul className="flex flex-col gap-1">
            {navItemsFor(isAdmin).map(({ id, to, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={linkClass} onClick={close}>
                  <Icon className="text-xl text-brand-600" />
                  {t(`nav.${id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-3 flex flex-col gap-3 border-t border-sand-200 px-1 pt-4">
          <button
            type="button"
            className="btn-secondary w-full justify-start"
            aria-haspopup="dialog"
            onClick={() => {
              isContactNext.current = true;
              close();
            }}
          >
            <MailIcon className="text-lg text-brand-600" />
            {t('nav.contact')}
          </button>
          <LanguageSwitcher className="w-full" />
        </div>
        <ul className="mt-auto flex gap-5 border-t border-sand-100 px-5 py-4">
          {INFO_LINKS.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={to} onClick={close} className="text-sm font-medium text-sand-600 hover:text-sand-900">
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Dialog>
  );
}
