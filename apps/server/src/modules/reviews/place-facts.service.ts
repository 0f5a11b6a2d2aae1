import {
  type AdminFactPageDto,
  type AdminFactProposalDto,
  type FactProposalBody,
  type FactProposalDto,
  type FactProposalPageDto,
  type FactProposalStatus,
  type Language,
  localizedText,
  PLACE_FACT_KEYS,
  type PlaceFactValues,
  seoulNow,
} from '@ktravel/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordIdempotentEffect } from '../../lib/idempotent-effect.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordAdminAction } from '../audit/audit.repository.ts';
import { findPlaceById } from '../places/places.repository.ts';
import * as repo from './fact-proposals.repository.ts';
import { factColumnsOf, factsOf } from './place-facts.ts';
import { findActivePlace } from './reviews.service.ts';

export const proposalNotFound = () => notFound('FACT_PROPOSAL_NOT_FOUND', 'Fact proposal not found');

const valuesOf = (row: PlaceFactValues): PlaceFactValues => ({
  foreignCards: row.foreignCards,
  cashOnly: row.cashOnly,
  tmoney: row.tmoney,
  englishMenu: row.englishMenu,
  koreanPhoneToBook: row.koreanPhoneToBook,
  taxRefund: row.taxRefund,
});

function toDto(row: repo.ProposalRow, language: Language): FactProposalDto {
  return {
    id: row.id,
    placeId: row.placeId,
    placeName: localizedText(row.place, 'name', language) ?? row.place.name,
    status: row.status,
    ...valuesOf(row),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

function toAdminDto(row: repo.ProposalRow): AdminFactProposalDto {
  return {
    ...toDto(row, 'en'),
    author: { id: row.authorId, name: row.authorName || 'User', email: row.authorEmail },
    current: factsOf(row.place),
  };
}

/** Only the facts a proposal says something about, for the audit trail. */
function known(values: Partial<PlaceFactValues>): Record<string, unknown> {
  return Object.fromEntries(
    PLACE_FACT_KEYS.filter((key) => values[key] != null).map((key) => [key, values[key]]),
  );
}

/**
 * What works at a place (DESIGN §8.6): members propose facts, which stay invisible until an admin approves them
 * in /admin/connect; approving writes the proposal's known facts onto the place with today's Seoul date as
 * `verifiedAt`. Every decision is audited in its own transaction.
 */
export class PlaceFactsService {
  constructor(private readonly db: Db) {}

  async propose(
    user: SessionUser,
    placeId: number,
    body: z.output<typeof FactProposalBody>,
    language: Language,
  ): Promise<FactProposalDto> {
    return this.db.transaction(async (tx) => {
      await findActivePlace(tx, placeId);
      const { note, ...facts } = body;
      const id = await repo.insertProposal(tx, { ...valuesOf(facts), note, placeId, authorId: user.id });
      if (id === undefined) {
        throw conflict(
          'FACT_PROPOSAL_PENDING',
          'Your earlier proposal for this place is still waiting for review',
        );
      }
      await recordIdempotentEffect(tx, id);
      return toDto((await repo.findProposal(tx, id))!, language);
    });
  }

  /** The proposal `propose` made, as it answered (a repeat whose answer was lost, replayed); 404 once gone. */
  async proposal(id: number, language: Language): Promise<FactProposalDto> {
    const row = await repo.findProposal(this.db, id);
    if (!row) throw proposalNotFound();
    return toDto(row, language);
  }

  async listMine(
    user: SessionUser,
    query: { page: number; limit: number },
    language: Language,
  ): Promise<FactProposalPageDto> {
    const [rows, total] = await Promise.all([
      repo.listMemberProposals(this.db, user.id, { limit: query.limit, offset: pageOffset(query) }),
      repo.countMemberProposals(this.db, user.id),
    ]);
    return toPage(
      rows.map((row) => toDto(row, language)),
      total,
      query,
    );
  }

  async listForAdmin(query: {
    status: FactProposalStatus | 'all';
    page: number;
    limit: number;
  }): Promise<AdminFactPageDto> {
    const status = query.status === 'all' ? undefined : query.status;
    const [rows, counts] = await Promise.all([
      repo.listProposals(this.db, status, query.limit, pageOffset(query)),
      repo.countProposals(this.db),
    ]);
    const total = counts.pending + counts.approved + counts.rejected;
    return {
      ...toPage(rows.map(toAdminDto), status ? counts[status] : total, query),
      counts: { total, ...counts },
    };
  }

  /**
   * Approves (the proposal's known facts written onto the place, verified today in Seoul) or rejects a proposal.
   * Deciding again is allowed (an admin correcting a mistake); approving twice writes the facts again.
   */
  async decide(
    admin: SessionUser,
    id: number,
    status: 'approved' | 'rejected',
  ): Promise<AdminFactProposalDto> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row) throw proposalNotFound();
      const place = await findPlaceById(tx, row.placeId, 'update');
      if (!place) throw proposalNotFound();
      let placeChange: { before: Record<string, unknown>; after: Record<string, unknown> } | undefined;
      if (status === 'approved') {
        const verifiedAt = seoulNow().date;
        const values = factColumnsOf(valuesOf(row), verifiedAt);
        await tx.update(places).set(values).where(eq(places.id, row.placeId));
        const proposed = known(valuesOf(row));
        placeChange = {
          before: known(factsOf(place)),
          after: { ...proposed, verifiedAt },
        };
      }
      if (status !== row.status || placeChange) {
        await repo.decideProposal(tx, id, status, admin.id);
        await recordAdminAction(tx, {
          admin,
          action: 'fact.decision',
          target: { type: 'fact', id, label: place.name },
          before: { status: row.status, ...(placeChange ? { facts: placeChange.before } : {}) },
          after: { status, placeId: row.placeId, ...(placeChange ? { facts: placeChange.after } : {}) },
        });
      }
      return toAdminDto((await repo.findProposal(tx, id))!);
    });
  }

  /** Deletes a proposal (spam); the place keeps whatever an approval wrote. Audited. */
  async remove(admin: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row || !(await repo.deleteProposal(tx, id))) throw proposalNotFound();
      await recordAdminAction(tx, {
        admin,
        action: 'content.delete',
        target: { type: 'fact', id, label: row.place.name },
        before: { status: row.status },
        after: null,
      });
    });
  }
}

/** A decision that does not fit the item (a fact proposal set `hidden`, a comment `approved`). */
export const wrongStatus = (type: string) =>
  new AppError(400, 'VALIDATION_FAILED', `This status does not apply to a ${type}`, {
    status: type === 'fact' ? 'must be approved or rejected' : 'must be active, hidden or reported',
  });
