import type { AdminActionDto, AdminAuditQuery, AuditTargetType } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { type AdminActionRow, listAdminActions } from './audit.repository.ts';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const toDto = (row: AdminActionRow): AdminActionDto => ({
  id: row.id,
  action: row.action,
  targetType: row.targetType as AuditTargetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  admin: { id: row.adminId, email: row.adminEmail },
  before: asRecord(row.before),
  after: asRecord(row.after),
  createdAt: row.createdAt.toISOString(),
});

/** The audit trail as admins read it (writing goes through `recordAdminAction` in each change's transaction). */
export class AuditService {
  constructor(private readonly db: Db) {}

  async list(query: AdminAuditQuery) {
    const { items, total } = await listAdminActions(this.db, query, query.limit, pageOffset(query));
    return toPage(items.map(toDto), total, query);
  }
}
