import type { ContactBody, ContactInquiryDto } from '@ktravel/contract';
import type { Db } from '../../db/client.ts';
import { toPage } from '../../lib/pagination.ts';
import * as repo from './contact.repository.ts';

const toDto = (row: repo.ContactInquiryRow): ContactInquiryDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
});

export class ContactService {
  constructor(private readonly db: Db) {}

  /** Stores an inquiry from the contact dialog; linked to the member when signed in. */
  async submit(body: ContactBody, userId: number | null) {
    const row = await repo.insertInquiry(this.db, { ...body, userId });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  async list(page: number, limit: number) {
    const { items, total } = await repo.listInquiries(this.db, limit, (page - 1) * limit);
    return toPage(items.map(toDto), total, page, limit);
  }
}
