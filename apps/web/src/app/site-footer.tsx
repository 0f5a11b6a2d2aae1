import { seoulNow } from '@ktravel/contract';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { InstagramIcon, LogoMark, XLogoIcon, YouTubeIcon } from '../components/icons/index.ts';
import { InstallButton } from '../components/install-button.tsx';
import { openContactDialog } from '../lib/app-dialogs.ts';

/** The year K-Travel launched (spec §1), also the start of the copyright line. */
export const LAUNCH_YEAR = 2025;

/** "2025" in the launch year, then "2025–2026": up to this year in Seoul, whatever the device's clock zone. */
export function copyrightYears(now: Date | number = Date.now()): string {
  const year = Number(seoulNow(now).date.slice(0, 4));
  return year > LAUNCH_YEAR ? `${LAUNCH_YEAR}–${year}` : String(LAUNCH_YEAR);
}

interface SocialLink {
  href: string;
  labelKey: 'footer.social.instagram' | 'footer.social.youtube' | 'footer.social.x';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    href: 'https://www.instagram.com/ktravel.korea',
    labelKey: 'footer.social.instagram',
    icon: InstagramIcon,
  },
  { href: 'https://www.youtube.com/@ktravel.korea', labelKey: 'footer.social.youtube', icon: YouTubeIcon },
  { href: 'https://x.com/ktravel_korea', labelKey: 'footer.social.x', icon: XLogoIcon },
];

const LINK_CLASS =
  'inline-flex min-h-10 items-center rounded-md text-sm font-medium text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';

/** Bottom of every page: about, contact, privacy, the social accounts and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_auto] md:items-start md:py-12">
        <div>
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg text-white"
            aria-label={t('nav.home')}
          >
            <LogoMark className="text-[2rem] text-brand-500" />
            <span className="text-lg font-extrabold tracking-tight">{t('app.name')}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-brand-200">{t('footer.tagline')}</p>
          <InstallButton className="mt-4" />
        </div>

        <nav aria-label={t('footer.navLabel')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 md:flex-col md:gap-y-0">
            <li>
              <Link to="/about" className={LINK_CLASS}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <button type="button" className={LINK_CLASS} aria-haspopup="dialog" onClick={openContactDialog}>
                {t('footer.contact')}
              </button>
            </li>
            <li>
              <Link to="/privacy" className={LINK_CLASS}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <p className="mb-2 text-sm font-semibold text-white">{t('footer.followUs')}</p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ href, labelKey, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(labelKey)}
                  title={t(labelKey)}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-xl text-white transition-colors hover:bg-white/20"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-200 sm:px-6">
          {t('footer.copyright', { year: copyrightYears() })}
        </p>
      </div>
    </footer>
  );
}
