import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { isLanguage, LANGUAGE_NATIVE_NAMES, LANGUAGES } from '../lib/language.ts';
import { useLanguageStore } from '../lib/language-store.ts';
import { ChevronDownIcon, GlobeIcon } from './icons/index.ts';

/** Native select listing each language in its own script (English, 한국어, 中文). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-3 text-base text-sand-500" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="min-h-10 w-full cursor-pointer appearance-none rounded-lg border border-sand-200 bg-white py-1.5 pr-8 pl-9 text-sm font-medium text-sand-800 transition-colors hover:border-sand-300 hover:bg-sand-50"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-2.5 text-sm text-sand-500" />
    </div>
  );
}
