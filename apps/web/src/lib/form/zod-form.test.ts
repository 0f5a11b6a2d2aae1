// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './zod-form.ts';

const Form = z.object({ title: z.string().min(1) });
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('fetches the check once, on first use, and answers what the schema says', async () => {
    const load = vi.fn(async () => zodResolver(Form));
    const lazy = lazyResolver<typeof Form>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await lazy.resolver({ title: '' }, undefined, OPTIONS);
    expect(bad.errors.title?.type).toBe('too_small');
    const good = await lazy.resolver({ title: 'Palaces' }, undefined, OPTIONS);
    expect(good.values).toEqual({ title: 'Palaces' });
    await lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a check whose fetch failed, and fetches again on the next one', async () => {
    const check = zodResolver(Form);
    const load = vi
      .fn<() => Promise<typeof check>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(check);
    const lazy = lazyResolver<typeof Form>(load);

    await expect(lazy.resolver({ title: 'x' }, undefined, OPTIONS)).rejects.toThrow(/Failed to fetch/);
    const again = await lazy.resolver({ title: 'x' }, undefined, OPTIONS);
    expect(again.values).toEqual({ title: 'x' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
