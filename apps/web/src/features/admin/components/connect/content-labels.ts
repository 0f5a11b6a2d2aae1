import { ADMIN_CONTENT_FILTERS, type AdminContentFilter, CONTENT_STATUSES } from '@ktravel/contract';
import type { BadgeTone } from '../status-badge.tsx';

export type ModerationStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_FILTER_KEYS = ['type', 'status'] as const;
export type ContentFilterKey = (typeof CONTENT_FILTER_KEYS)[number];

export const STATUS_TONES: Record<ModerationStatus, BadgeTone> = {
  active: 'good',
  hidden: 'neutral',
  reported: 'danger',
};

/** The URL's filters, anything unknown read as "all". */
export function readContentFilters(filters: Record<ContentFilterKey, string>): {
  type: AdminContentFilter;
  status: ModerationStatus | 'all';
} {
  const type = (ADMIN_CONTENT_FILTERS as readonly string[]).includes(filters.type)
    ? (filters.type as AdminContentFilter)
    : 'all';
  const status = (CONTENT_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as ModerationStatus)
    : 'all';
  return { type, status };
}
