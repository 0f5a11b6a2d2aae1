import { COST_KRW_MAX } from '@ktravel/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** Turns the field's text into the body's value: empty is "not known" (null), anything else a number to check. */
export const usualCostValue = (value: string | number | null) =>
  value === '' || value === null ? null : Number(value);

/**
 * What a visit usually costs in won (entry, a meal), which the planner offers as a suggestion (DESIGN §8.7): whole
 * won from 0 to 10,000,000, or empty for not known.
 */
export function UsualCostField({
  registration,
  isInvalid,
}: {
  registration: UseFormRegisterReturn;
  isInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('admin.common.audit.fields.usualCostKrw')}
      error={isInvalid ? t('admin.map.form.usualCostInvalid') : null}
    >
      {(field) => (
        <input
          {...field}
          {...registration}
          type="number"
          inputMode="numeric"
          min={0}
          max={COST_KRW_MAX}
          step={100}
          className="field-input tabular-nums sm:w-48"
        />
      )}
    </FormField>
  );
}
