import { useEffect, useState } from 'react';
import { CloseButton } from '@/components/close-button.tsx';
import type { Language } from '@/lib/language.ts';
import { languageToOffer, rememberLanguageOfferAnswer } from '@/lib/language-offer.ts';
import { useLanguageStore } from '@/lib/language-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { whenIdle } from '@/lib/when-idle.ts';

/**
 * A small floating bar offering the browser's language to a visitor who reads another one and has never chosen a
 * language (languageToOffer), written in the offered language; remembered once answered.
 */
export function LanguageOfferBar() {
  const { i18n } = useTranslation();
  const [offer, setOffer] = useState<Language | null>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    const language = languageToOffer(i18n.language, navigator.languages ?? []);
    if (!language) return;
    setOffer(language);
    // The bar speaks the offered language: load its strings first, once the page itself has loaded (a whole
    // catalogue the page does not need must not hold up its first paint or its data on a phone).
    let isMounted = true;
    const cancel = whenIdle(() => {
      void i18n.loadLanguages(language).then(() => {
        if (isMounted) setIsReady(true);
      });
    });
    return () => {
      isMounted = false;
      cancel();
    };
  }, [i18n, i18n.language]);

  if (!offer || !isReady) return null;
  const t = i18n.getFixedT(offer);
  const answer = (switchTo: boolean) => {
    rememberLanguageOfferAnswer(switchTo ? 'switched' : 'declined');
    setOffer(null);
    if (switchTo) useLanguageStore.getState().setLanguage(offer);
  };
  return (
    <section
      lang={offer}
      aria-label={t('languageOffer.label')}
      // Floating over the page's foot: appearing after the page has drawn moves nothing (no layout shift). From a
      // tablet up it keeps to the left, clear of the action bars that side panels keep on the right (the planner's
      // Save).
      className="fixed inset-x-3 bottom-3 z-[1200] mx-auto max-w-xl rounded-2xl border border-brand-100 bg-brand-50 text-sm text-brand-900 shadow-xl md:right-auto md:mx-0 md:max-w-md"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 pr-2 pl-4">
        <p className="min-w-0 flex-1">{t('languageOffer.message')}</p>
        <button type="button" className="btn-primary min-h-9 px-3 text-sm" onClick={() => answer(true)}>
          {t('languageOffer.switch')}
        </button>
        <CloseButton
          label={t('languageOffer.dismiss')}
          onClick={() => answer(false)}
          className="size-9 text-brand-800 hover:bg-brand-100"
        />
      </div>
    </section>
  );
}
