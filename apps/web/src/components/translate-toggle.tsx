import type { Language } from '@ktravel/contract';
import { ExternalLinkIcon } from '@/components/icons/index.ts';
import type { MachineTranslation } from '@/lib/machine-translation.ts';
import { googleTranslateUrl, papagoUrl } from '@/lib/translate-links.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LANGUAGE_NAME_KEYS } from './content-language-chip.tsx';

/**
 * The "Translate" action under a member's text, and once translated, a note that says so with the original one
 * tap away (DESIGN §8.5). Without a provider, links that open the text in Papago or Google Translate; nothing in
 * the reader's own language.
 */
export function TranslateToggle({
  translation,
  className = '',
}: {
  translation: MachineTranslation;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!translation.isOffered) {
    return translation.linkText ? (
      <TranslatorLinks text={translation.linkText} target={translation.target} className={className} />
    ) : null;
  }
  if (translation.isShown) {
    const from = translation.sourceLanguage;
    return (
      <p className={`flex flex-wrap items-center gap-x-2 text-xs text-sand-600 ${className}`}>
        <span>
          {from
            ? t('translate.machine', { language: t(LANGUAGE_NAME_KEYS[from]) })
            : t('translate.machineUnknown')}
        </span>
        <button type="button" className="btn-ghost min-h-9 px-2 text-xs" onClick={translation.showOriginal}>
          {t('translate.showOriginal')}
        </button>
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-xs ${className}`}>
      <button
        type="button"
        className="btn-ghost min-h-9 px-2 text-xs"
        onClick={translation.show}
        disabled={translation.isLoading}
        aria-busy={translation.isLoading}
      >
        {translation.isLoading ? t('translate.loading') : t('translate.action')}
      </button>
      {translation.isError ? (
        <span role="alert" className="text-accent-700">
          {t('translate.failed')}
        </span>
      ) : null}
    </p>
  );
}

/** Papago and Google Translate with the text in them, in a new tab: what a traveller in Korea reaches for anyway. */
function TranslatorLinks({ text, target, className }: { text: string; target: Language; className: string }) {
  const { t } = useTranslation();
  const links = [
    { key: 'papago', label: t('translate.papago'), href: papagoUrl(text, target) },
    { key: 'google', label: t('translate.google'), href: googleTranslateUrl(text, target) },
  ];
  return (
    <p className={`flex flex-wrap items-center gap-x-1 gap-y-1 text-xs text-sand-600 ${className}`}>
      <span className="mr-1">{t('translate.openIn')}</span>
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`translate-${link.key}`}
          className="inline-flex min-h-9 items-center gap-1 rounded-full border border-sand-200 px-3 font-semibold text-sand-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
        >
          {link.label}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-sand-500" />
          <span className="sr-only">{t('mypage.newTab')}</span>
        </a>
      ))}
    </p>
  );
}
