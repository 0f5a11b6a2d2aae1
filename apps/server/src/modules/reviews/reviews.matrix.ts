// The authorization matrix's rows for place reviews and fact proposals (test/route-matrix.ts spreads them into
// MATRIX). Each write gets a place or review of its own, written straight to the database, so one member's review
// or pending proposal never turns another row's 201 into a 409.
import { placeReviews } from '../../db/schema.ts';
import type { Fixtures, MatrixRow } from '../../test/route-matrix.ts';

const members = (status: number) => ({ anonymous: 401, member: status, owner: status, admin: status });

/** A review by the matrix's owner of a place of its own. */
async function review(f: Fixtures): Promise<number> {
  const place = await f.place();
  const [row] = await f.app.database.db
    .insert(placeReviews)
    .values({ placeId: place.id, authorId: f.ownerId, rating: 4, text: 'Worth the walk.', language: 'en' })
    .returning({ id: placeReviews.id });
  return row!.id;
}

export const REVIEWS_MATRIX: MatrixRow[] = [
  {
    route: 'GET /api/places/:id/reviews',
    expect: { anonymous: 200, member: 200, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/places/${await f.anyPlaceId()}/reviews?sort=helpful` }),
  },
  {
    route: 'POST /api/places/:id/reviews',
    expect: members(201),
    request: async (f) => ({
      url: `/api/places/${(await f.place()).id}/reviews`,
      payload: { rating: 5, text: 'Lovely at dusk.', visitedOn: '2026-10' },
    }),
  },
  {
    // Only the author edits a review; an admin hides it through moderation instead.
    route: 'PUT /api/reviews/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 403 },
    request: async (f) => ({ url: `/api/reviews/${await review(f)}`, payload: { rating: 3, text: 'Busy.' } }),
  },
  {
    route: 'DELETE /api/reviews/:id',
    expect: { anonymous: 401, member: 403, owner: 200, admin: 200 },
    request: async (f) => ({ url: `/api/reviews/${await review(f)}` }),
  },
  {
    // The author cannot vote for their own review.
    route: 'POST /api/reviews/:id/helpful',
    expect: { anonymous: 401, member: 200, owner: 403, admin: 200 },
    request: async (f) => ({ url: `/api/reviews/${await review(f)}/helpful` }),
  },
  {
    route: 'POST /api/places/:id/facts',
    expect: members(201),
    request: async (f) => ({
      url: `/api/places/${(await f.place()).id}/facts`,
      payload: { foreignCards: true, englishMenu: null },
    }),
  },
  {
    route: 'GET /api/mypage/reviews',
    expect: members(200),
    request: () => ({ url: '/api/mypage/reviews' }),
  },
  {
    route: 'GET /api/mypage/fact-proposals',
    expect: members(200),
    request: () => ({ url: '/api/mypage/fact-proposals' }),
  },
];
