import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contract schema, so the form refuses what the server would (DESIGN §4).
 * It brings zod and react-hook-form into the chunk: use it in lazily loaded pages and dialogs only.
 *
 *   const form = useZodForm(CoursePlanForm, { defaultValues });
 *   const titleError = fieldErrorKey(form.formState.errors.title, { too_small: TITLE_REQUIRED_KEY });
 *   <FormField label={titleLabel} error={titleError && t(titleError)}>
 *     {(field) => <input {...field} {...form.register('title')} />}
 *   </FormField>
 *   <button onClick={form.handleSubmit(save)}>…</button>
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options?: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}

/**
 * The i18n key for a field's error. Under zodResolver an error's `type` is the zod issue code, so `keys` maps
 * codes to i18n keys (or to kinds of error): `{ too_small: 'planner.errors.titleRequired' }`. Codes not listed give nothing.
 */
export function fieldErrorKey<TKey extends string>(
  error: { type?: unknown } | undefined,
  keys: Partial<Record<string, TKey>>,
): TKey | undefined {
  return typeof error?.type === 'string' ? keys[error.type] : undefined;
}
