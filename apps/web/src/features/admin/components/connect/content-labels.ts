import {
  ADMIN_CONTENT_FILTERS,
  type AdminContentFilter,
  CONTENT_STATUSES,
  FACT_PROPOSAL_STATUSES,
  type FactProposalStatus,
} from '@ktravel/contract';
import type { BadgeTone } from '../status-badge.tsx';

export type ModerationStatus = (typeof CONTENT_STATUSES)[number];
/** The status filter: a moderation status, a fact proposal's status (type `fact`), or every status. */
export type ContentStatusFilter = ModerationStatus | FactProposalStatus | 'all';

export const CONTENT_FILTER_KEYS = ['type', 'status'] as const;
export type ContentFilterKey = (typeof CONTENT_FILTER_KEYS)[number];

export const STATUS_TONES: Record<ModerationStatus, BadgeTone> = {
  active: 'good',
  hidden: 'neutral',
  reported: 'danger',
};

export const FACT_STATUS_TONES: Record<FactProposalStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'good',
  rejected: 'neutral',
};

/** The URL's filters, anything unknown (or a status of the other kind) read as "all". */
export function readContentFilters(filters: Record<ContentFilterKey, string>): {
  type: AdminContentFilter;
  status: ContentStatusFilter;
} {
  const type = (ADMIN_CONTENT_FILTERS as readonly string[]).includes(filters.type)
    ? (filters.type as AdminContentFilter)
    : 'all';
  const statuses: readonly string[] = type === 'fact' ? FACT_PROPOSAL_STATUSES : CONTENT_STATUSES;
  const status = statuses.includes(filters.status) ? (filters.status as ContentStatusFilter) : 'all';
  return { type, status };
}
