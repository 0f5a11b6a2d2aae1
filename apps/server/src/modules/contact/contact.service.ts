import type { ContactBody, ContactInquiryDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type PageRequest, pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordAdminAction } from '../audit/audit.repository.ts';
import * as repo from './contact.repository.ts';

const toDto = (row: repo.ContactInquiryRow): ContactInquiryDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

export class ContactService {
  constructor(private readonly db: Db) {}

  /** Stores an inquiry from the contact dialog; linked to the member when signed in. */
  async submit(body: ContactBody, userId: number | null) {
    const row = await repo.insertInquiry(this.db, { ...body, userId });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  /** An admin marks an inquiry handled (or open again); audited with the change. */
  async setHandled(admin: SessionUser, id: number, handled: boolean): Promise<ContactInquiryDto> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findInquiryForUpdate(tx, id);
      if (!row) throw notFound('NOT_FOUND', 'Inquiry not found');
      if ((row.handledAt !== null) === handled) return toDto(row);
      const updated = await repo.setHandledAt(tx, id, handled ? new Date() : null);
      await recordAdminAction(tx, {
        admin,
        action: 'inquiry.handled',
        target: { type: 'inquiry', id, label: `${row.name} <${row.email}>` },
        before: { handled: !handled },
        after: { handled },
      });
      return toDto(updated);
    });
  }

  async list(request: PageRequest) {
    const { items, total } = await repo.listInquiries(this.db, request.limit, pageOffset(request));
    return toPage(items.map(toDto), total, request);
  }
}
