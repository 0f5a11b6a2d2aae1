import type { FactProposalStatus, PlaceFactValues } from '@ktravel/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { placeFactProposals, places, users } from '../../db/schema.ts';
import { placeNameColumns } from '../places/place-columns.ts';

/** A proposal with its place (names and current facts) and its author. */
export interface ProposalRow extends PlaceFactValues {
  id: number;
  placeId: number;
  authorId: number;
  authorName: string;
  authorEmail: string;
  status: FactProposalStatus;
  note: string;
  createdAt: Date;
  decidedAt: Date | null;
  place: {
    name: string;
    nameKo: string | null;
    nameZh: string | null;
    nameJa: string | null;
    nameZhHant: string | null;
    factForeignCards: boolean | null;
    factCashOnly: boolean | null;
    factTmoney: boolean | null;
    factEnglishMenu: boolean | null;
    factKoreanPhoneToBook: boolean | null;
    factTaxRefund: PlaceFactValues['taxRefund'];
    factsVerifiedAt: string | null;
  };
}

const columns = {
  id: placeFactProposals.id,
  placeId: placeFactProposals.placeId,
  authorId: placeFactProposals.authorId,
  authorName: users.name,
  authorEmail: users.email,
  status: placeFactProposals.status,
  foreignCards: placeFactProposals.foreignCards,
  cashOnly: placeFactProposals.cashOnly,
  tmoney: placeFactProposals.tmoney,
  englishMenu: placeFactProposals.englishMenu,
  koreanPhoneToBook: placeFactProposals.koreanPhoneToBook,
  taxRefund: placeFactProposals.taxRefund,
  note: placeFactProposals.note,
  createdAt: placeFactProposals.createdAt,
  decidedAt: placeFactProposals.decidedAt,
  place: {
    ...placeNameColumns,
    factForeignCards: places.factForeignCards,
    factCashOnly: places.factCashOnly,
    factTmoney: places.factTmoney,
    factEnglishMenu: places.factEnglishMenu,
    factKoreanPhoneToBook: places.factKoreanPhoneToBook,
    factTaxRefund: places.factTaxRefund,
    factsVerifiedAt: places.factsVerifiedAt,
  },
};

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(placeFactProposals)
    .innerJoin(places, eq(places.id, placeFactProposals.placeId))
    .innerJoin(users, eq(users.id, placeFactProposals.authorId))
    .where(where);
}

/** Stores a pending proposal; undefined when the member has one pending for the place (the partial unique index). */
export async function insertProposal(
  db: DbOrTx,
  values: PlaceFactValues & { placeId: number; authorId: number; note: string },
): Promise<number | undefined> {
  const rows = await db
    .insert(placeFactProposals)
    .values(values)
    .onConflictDoNothing({
      target: [placeFactProposals.placeId, placeFactProposals.authorId],
      where: sql`status = 'pending'`,
    })
    .returning({ id: placeFactProposals.id });
  return rows[0]?.id;
}

export async function findProposal(db: DbOrTx, id: number): Promise<ProposalRow | undefined> {
  const rows = await select(db, eq(placeFactProposals.id, id)).limit(1);
  return rows[0];
}

/** The proposal's status, locked until the transaction ends (an admin's decision). */
export async function lockProposal(db: DbOrTx, id: number): Promise<ProposalRow | undefined> {
  const rows = await select(db, eq(placeFactProposals.id, id))
    .limit(1)
    .for('update', { of: placeFactProposals });
  return rows[0];
}

export async function decideProposal(
  db: DbOrTx,
  id: number,
  status: FactProposalStatus,
  adminId: number,
): Promise<void> {
  await db
    .update(placeFactProposals)
    .set({
      status,
      decidedAt: status === 'pending' ? null : new Date(),
      decidedById: status === 'pending' ? null : adminId,
    })
    .where(eq(placeFactProposals.id, id));
}

export async function deleteProposal(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(placeFactProposals)
    .where(eq(placeFactProposals.id, id))
    .returning({ id: placeFactProposals.id });
  return rows.length > 0;
}

/** Admins: newest first, of one status or all. */
export async function listProposals(
  db: DbOrTx,
  status: FactProposalStatus | undefined,
  limit: number,
  offset: number,
): Promise<ProposalRow[]> {
  return select(db, status ? eq(placeFactProposals.status, status) : undefined)
    .orderBy(desc(placeFactProposals.createdAt), desc(placeFactProposals.id))
    .limit(limit)
    .offset(offset);
}

export async function countProposals(db: DbOrTx): Promise<Record<FactProposalStatus, number>> {
  const rows = await db
    .select({ status: placeFactProposals.status, n: sql<number>`count(*)::int` })
    .from(placeFactProposals)
    .groupBy(placeFactProposals.status);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** My Page: the member's proposals, newest first, a page of them; all of them, oldest first, without a page (export). */
export async function listMemberProposals(
  db: DbOrTx,
  authorId: number,
  page?: { limit: number; offset: number },
): Promise<ProposalRow[]> {
  const query = select(db, eq(placeFactProposals.authorId, authorId));
  if (!page) return query.orderBy(placeFactProposals.createdAt, placeFactProposals.id);
  return query
    .orderBy(desc(placeFactProposals.createdAt), desc(placeFactProposals.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMemberProposals(db: DbOrTx, authorId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(placeFactProposals)
    .where(and(eq(placeFactProposals.authorId, authorId)));
  return Number(rows[0]?.n ?? 0);
}
