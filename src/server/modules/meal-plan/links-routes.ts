import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { mealPlanWeekQuerySchema } from '../../../contracts/meal-plan';
import { calendarFeedParamsSchema, planLinkKindParamsSchema, planLinkSchema, planLinksSchema, sharedPlanParamsSchema, sharedPlanWeekSchema } from '../../../contracts/meal-plan-links';
import { siteOrigin } from '../../net/site-origin';
import type { PlanLinksService } from './links';

const SIGN_IN = 'Please sign in to use your meal plan';
const tags = ['meal plan'];
/** What a link opens is one member's: never kept by a shared cache or offered to a search engine. */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
/** Anyone may ask with a link, so each address asks a bounded number of times (a calendar polls hourly). */
const readLimit = { max: 120, timeWindow: '1 minute' };

/** The share link and calendar feed of a member's plan (issue 18): made and revoked by them, read by anyone holding one. */
export const planLinksRoutes: FastifyPluginAsyncZod<{ links: PlanLinksService; publicUrl: string | undefined }> = async (app, { links, publicUrl }) => {
  const member = { access: 'signed-in', denied: SIGN_IN, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

  app.get(
    '/api/meal-plan/links',
    { config: { access: 'signed-in', denied: SIGN_IN }, schema: { tags, summary: 'Whether the member has a share link and a calendar feed, and since when', response: { 200: planLinksSchema, 401: apiErrorSchema } } },
    (request) => links.links(request.viewer!),
  );

  app.post(
    '/api/meal-plan/links/:kind',
    {
      config: member,
      schema: {
        tags,
        summary: 'Makes a new share link (a read-only page of the plan) or calendar feed (iCalendar); the one before stops working. The address is shown only now',
        params: planLinkKindParamsSchema,
        response: { 201: planLinkSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await links.make(request.viewer!, request.params.kind, siteOrigin(request, publicUrl))),
  );

  app.delete(
    '/api/meal-plan/links/:kind',
    {
      config: member,
      schema: {
        tags,
        summary: 'Revokes the share link or calendar feed: it stops working at once',
        params: planLinkKindParamsSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await links.revoke(request.viewer!, request.params.kind);
      return { message: 'Link revoked' };
    },
  );

  app.get(
    '/api/shared/meal-plan/:token',
    {
      config: { access: 'public', rateLimit: readLimit },
      schema: {
        tags,
        summary: "A shared week of a member's plan, read-only, with recipes as a visitor may read them and nothing else about the member",
        params: sharedPlanParamsSchema,
        querystring: mealPlanWeekQuerySchema,
        response: { 200: sharedPlanWeekSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const week = await links.sharedWeek(request.params.token, request.query.start);
      return reply.headers(PRIVATE_HEADERS).send(week);
    },
  );

  app.get(
    '/api/calendar/meal-plan/:file',
    {
      config: { access: 'public', rateLimit: readLimit },
      schema: {
        tags,
        summary: "A member's plan as an iCalendar feed (text/calendar): the past 60 days and the year ahead, one all-day event per entry",
        // No response schema: the 200 is text/calendar, not JSON (a 400 or 404 is the usual error body).
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const feed = await links.calendar(request.params.file.slice(0, -'.ics'.length), siteOrigin(request, publicUrl));
      return reply.headers({ ...PRIVATE_HEADERS, 'content-type': 'text/calendar; charset=utf-8' }).send(feed);
    },
  );
};
