import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { whenIdle } from '../when-idle.ts';

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

type ZodResolver<TSchema extends z.ZodType<FieldValues, FieldValues>> = Resolver<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
>;

/**
 * A resolver whose schema (and zod with it, 30 KB) is fetched when the form is first checked, or earlier by
 * `load()` once the page is idle: a page whose first screen is a form (the planner) paints without it (issue 16).
 * A failed fetch rejects that check (the caller says so) and the next check fetches again.
 */
export function lazyResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadResolver: () => Promise<ZodResolver<TSchema>>,
): { resolver: ZodResolver<TSchema>; load: () => Promise<ZodResolver<TSchema>> } {
  let loading: Promise<ZodResolver<TSchema>> | undefined;
  const load = () => {
    loading ??= loadResolver().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: ZodResolver<TSchema> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/** `useZodForm` with a `lazyResolver`, fetched once the page is idle (`whenIdle`) if no check came first. */
export function useLazyZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  lazy: ReturnType<typeof lazyResolver<TSchema>>,
  options?: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
) {
  useEffect(() => whenIdle(() => void lazy.load().catch(() => {})), [lazy]);
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: lazy.resolver });
}
