import { type ContentLanguage, contentLanguage, isReadersLanguage } from '@/lib/content-language.ts';
import { matchLanguageTag } from '@/lib/language.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** Translation keys of the languages' names (`contentLanguage.*`), in the reader's language. */
export const LANGUAGE_NAME_KEYS = {
  ko: 'contentLanguage.ko',
  zh: 'contentLanguage.zh',
  'zh-Hant': 'contentLanguage.zhHant',
  ja: 'contentLanguage.ja',
  en: 'contentLanguage.en',
} as const satisfies Record<ContentLanguage, string>;

interface ContentLanguageChipProps {
  /** What a member wrote (a title, usually): the chip names its language. */
  text: string;
  className?: string;
}

/**
 * A small chip naming the language a member wrote `text` in, in the reader's language ("Korean", "중국어",
 * "英语"), so a list in several languages can be skimmed for what one can read; nothing when it is the reader's
 * own language. The element holding the text itself should carry `lang={contentLanguage(text)}`.
 */
export function ContentLanguageChip({ text, className = '' }: ContentLanguageChipProps) {
  const { t, i18n } = useTranslation();
  if (isReadersLanguage(text, matchLanguageTag(i18n.language))) return null;
  const language = contentLanguage(text);
  const name = t(LANGUAGE_NAME_KEYS[language]);
  const writtenIn = t('contentLanguage.writtenIn', { language: name });
  return (
    <span
      data-testid="content-language"
      title={writtenIn}
      className={`inline-flex shrink-0 items-center rounded-full border border-sand-300 bg-sand-50 px-2 py-0.5 text-xs leading-tight font-semibold whitespace-nowrap text-sand-700 ${className}`}
    >
      <span aria-hidden="true">{name}</span>
      <span className="sr-only">{writtenIn}</span>
    </span>
  );
}
