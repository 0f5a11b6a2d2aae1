import { ExternalLinkIcon } from '@/components/icons/index.ts';
import { googleMapsUrl, kakaoMapUrl, type LinkTarget, naverMapUrl } from '@/lib/places/map-links.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface MapAppLinksProps {
  /** The place with its Korean name (Naver and Kakao search best by it, whatever the reader's language). */
  target: LinkTarget;
  /** The place's own Google Maps page when it has one; else a search for its coordinates. */
  googleUrl?: string | null;
  /** The list's accessible name, e.g. "Open Gyeongbokgung Palace in a map app". */
  label: string;
  className?: string;
}

/** Naver Map, Kakao Map and Google Maps links for one place, as small chips (course stops, bookmarks). */
export function MapAppLinks({ target, googleUrl, label, className = '' }: MapAppLinksProps) {
  const { t } = useTranslation();
  const links = [
    { key: 'naver', label: t('kcourse.stops.naver'), href: naverMapUrl(target) },
    { key: 'kakao', label: t('kcourse.stops.kakao'), href: kakaoMapUrl(target) },
    { key: 'google', label: t('kcourse.stops.google'), href: googleUrl ?? googleMapsUrl(target) },
  ];
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-sand-200 px-3 text-xs font-semibold text-sand-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
          >
            {link.label}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-sand-500" />
          </a>
        </li>
      ))}
    </ul>
  );
}
