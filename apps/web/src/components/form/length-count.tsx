import { useTranslation } from '@/lib/use-translation.ts';

interface LengthCountProps {
  length: number;
  max: number;
}

/**
 * "42/200" beside a field's label, red once over: a text longer than allowed is typed in full and then said to be
 * too long (`tooLongMessage`), instead of the field silently refusing characters at the limit.
 */
export function LengthCount({ length, max }: LengthCountProps) {
  const { t } = useTranslation();
  const over = length > max;
  return (
    <span className={`text-xs tabular-nums ${over ? 'font-semibold text-red-700' : 'text-sand-600'}`}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="sr-only">{t('common.lengthCount', { count: length, max })}</span>
    </span>
  );
}

/** The translated "too long" message while `length` is over `max`, else null. */
export function useTooLongMessage(length: number, max: number): string | null {
  const { t } = useTranslation();
  return length > max ? t('common.tooLong', { max, over: length - max }) : null;
}
