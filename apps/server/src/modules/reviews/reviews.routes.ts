import {
  CreateReviewBody,
  dataOf,
  FactProposalBody,
  FactProposalDto,
  FactProposalPageDto,
  IdParam,
  MyPageListQuery,
  MyReviewPageDto,
  OkDto,
  ReviewDto,
  ReviewHelpfulDto,
  ReviewListQuery,
  ReviewPageDto,
  UpdateReviewBody,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ImageStore } from '../../lib/stored-image.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { pathId } from '../../plugins/idempotency.ts';
import { perMember } from '../../plugins/rate-limit.ts';
import { PlaceFactsService } from './place-facts.service.ts';
import { ReviewsService } from './reviews.service.ts';

/** Reviews and fact proposals a member writes in a minute: a traveller's pace, not a bot's. */
const WRITES_PER_MINUTE = 20;

/** Place reviews, "helpful" votes and members' fact proposals (DESIGN §8.6); My Page's lists of them. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> = async (
  app,
  { db, images },
) => {
  const reviews = new ReviewsService(db, images, app.log);
  const facts = new PlaceFactsService(db);
  const member = { onRequest: requireUser };

  app.get(
    '/places/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A place's visible reviews, newest or most helpful first, and the signed-in reader's own (404 for a place not on the map)",
        params: IdParam,
        querystring: ReviewListQuery,
        response: { 200: dataOf(ReviewPageDto) },
      },
    },
    async (request) => ({
      data: await reviews.list(request.params.id, request.query, request.user),
    }),
  );

  app.post(
    '/places/:id/reviews',
    {
      ...member,
      config: {
        ...perMember(WRITES_PER_MINUTE),
        answers: [409],
        idempotent: {
          replay: async (request, reviewId) => ({
            status: 201,
            payload: { data: await reviews.review(currentUser(request), Number(reviewId)) },
          }),
        },
      },
      schema: {
        tags: ['reviews'],
        summary:
          'Review a place: rating 1–5, text, the visit month, photos from uploads (409 ALREADY_REVIEWED for a second review)',
        params: IdParam,
        body: CreateReviewBody,
        response: { 201: dataOf(ReviewDto) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await reviews.create(
          currentUser(request),
          request.params.id,
          request.body,
          requestLanguage(request),
        ),
      }),
  );

  app.put(
    '/reviews/:id',
    {
      ...member,
      config: {
        idempotent: {
          replay: async (request) => ({
            status: 200,
            payload: { data: await reviews.review(currentUser(request), pathId(request)) },
          }),
        },
      },
      schema: {
        tags: ['reviews'],
        summary: "Edit one's review (the author only); photoUrls absent keeps the photos, [] removes them",
        params: IdParam,
        body: UpdateReviewBody,
        response: { 200: dataOf(ReviewDto) },
      },
    },
    async (request) => ({
      data: await reviews.update(
        currentUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    '/reviews/:id',
    {
      ...member,
      config: { idempotent: { replay: async () => ({ status: 200, payload: { data: { ok: true } } }) } },
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (its author, or an admin: audited)',
        params: IdParam,
        response: { 200: dataOf(OkDto) },
      },
    },
    async (request) => {
      await reviews.remove(currentUser(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      ...member,
      config: perMember(60),
      schema: {
        tags: ['reviews'],
        summary: "Mark another member's review helpful, or take the mark back (a toggle)",
        params: IdParam,
        response: { 200: dataOf(ReviewHelpfulDto) },
      },
    },
    async (request) => ({ data: await reviews.toggleHelpful(currentUser(request), request.params.id) }),
  );

  app.post(
    '/places/:id/facts',
    {
      ...member,
      config: {
        ...perMember(WRITES_PER_MINUTE),
        answers: [409],
        idempotent: {
          replay: async (request, proposalId) => ({
            status: 201,
            payload: { data: await facts.proposal(Number(proposalId), requestLanguage(request)) },
          }),
        },
      },
      schema: {
        tags: ['reviews'],
        summary:
          "Propose what works at a place (each fact yes, no or null); invisible until an admin approves it (409 FACT_PROPOSAL_PENDING while one of the member's waits)",
        params: IdParam,
        body: FactProposalBody,
        response: { 201: dataOf(FactProposalDto) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await facts.propose(
          currentUser(request),
          request.params.id,
          request.body,
          requestLanguage(request),
        ),
      }),
  );

  app.get(
    '/mypage/reviews',
    {
      ...member,
      schema: {
        tags: ['mypage'],
        summary: "The member's reviews, newest first (hidden ones marked)",
        querystring: MyPageListQuery,
        response: { 200: dataOf(MyReviewPageDto) },
      },
    },
    async (request) => ({
      data: await reviews.listMine(currentUser(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/mypage/fact-proposals',
    {
      ...member,
      schema: {
        tags: ['mypage'],
        summary: "The member's proposals of place facts and what admins decided, newest first",
        querystring: MyPageListQuery,
        response: { 200: dataOf(FactProposalPageDto) },
      },
    },
    async (request) => ({
      data: await facts.listMine(currentUser(request), request.query, requestLanguage(request)),
    }),
  );
};
