import type { MachineTranslation } from '@/lib/machine-translation.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LANGUAGE_NAME_KEYS } from './content-language-chip.tsx';

/**
 * The "Translate" action under a member's text, and once translated, a note that says so with the original one
 * tap away (DESIGN §8.5). Nothing where translation is not offered (no provider, or the reader's own language).
 */
export function TranslateToggle({
  translation,
  className = '',
}: {
  translation: MachineTranslation;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!translation.isOffered) return null;
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
