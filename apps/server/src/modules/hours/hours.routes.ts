import {
  dataOf,
  HoursPreviewBody,
  HoursPreviewDto,
  IdParam,
  PlaceHoursDto,
  PlaceHoursQuery,
} from '@ktravel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { HoursService } from './hours.service.ts';

/** A place's hours day by day (DESIGN §8.1) and the admins' preview of a value before it is saved. */
export const hoursRoutes: FastifyPluginAsyncZod<{ hours: HoursService }> = async (app, { hours }) => {
  app.get(
    '/places/:id/hours',
    {
      schema: {
        tags: ['places'],
        summary:
          "A place's hours from `from` (default today in Seoul) for `days` days (default 7): open, closed or unknown, its intervals and public holidays (Asia/Seoul)",
        params: IdParam,
        querystring: PlaceHoursQuery,
        response: { 200: dataOf(PlaceHoursDto) },
      },
    },
    async (request) => ({
      data: await hours.placeHours(
        request.params.id,
        request.user,
        request.query.from,
        request.query.days,
        requestLanguage(request, request.query.language),
      ),
    }),
  );

  app.post(
    '/places/hours/preview',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['places', 'admin'],
        summary:
          "What an `openingHours` value would mean over the next days (admins; the marker forms' live preview); a value that is not valid is answered with the problem and where it is",
        body: HoursPreviewBody,
        response: { 200: dataOf(HoursPreviewDto) },
      },
    },
    async (request) => ({
      data: hours.preview(request.body, requestLanguage(request, request.body.language)),
    }),
  );
};
