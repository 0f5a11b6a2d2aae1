import { dataOf, HOURS_PREVIEW_DAYS, type HoursPreviewBody, HoursPreviewDto } from '@ktravel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const PreviewResponse = import.meta.env.DEV ? dataOf(HoursPreviewDto) : undefined;

/** POST /api/places/hours/preview (admins): what an `openingHours` value means over the next days, nothing saved. */
export async function previewHours(body: HoursPreviewBody, signal?: AbortSignal) {
  const response = await api.post('/places/hours/preview', body, { schema: PreviewResponse, signal });
  return response.data;
}

/** How long typing must pause before the preview is asked for: a value typed asks once, not per key. */
export const HOURS_PREVIEW_DELAY_MS = 300;

/** What the marker forms ask a preview of: the typed value, the holiday rule, the interface language. */
export type HoursPreviewRequest = Required<
  Pick<HoursPreviewBody, 'openingHours' | 'closingDayMovesOnHoliday'>
> &
  Pick<HoursPreviewBody, 'language'>;

/**
 * The live preview of the hours being typed (DESIGN §8.1): asked `HOURS_PREVIEW_DELAY_MS` after the last change,
 * the previous answer kept on screen meanwhile; `request` null asks nothing (no value). `isSettled` is false while
 * the answer on screen is not yet the one for `request`.
 */
export function useHoursPreview(request: HoursPreviewRequest | null) {
  const text = request ? JSON.stringify(request) : null;
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), HOURS_PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const preview = useQuery({
    queryKey: [...adminQueryKey, 'hours-preview', settled],
    queryFn: ({ signal }) =>
      previewHours({ ...(JSON.parse(settled!) as HoursPreviewRequest), days: HOURS_PREVIEW_DAYS }, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    // The same value means the same days until the date changes.
    staleTime: 5 * 60_000,
  });
  return { preview, isSettled: settled === text && !preview.isPlaceholderData };
}
