import type { FastifyRequest } from 'fastify';

/**
 * User agents that announce a robot: crawlers, link previews, monitors and audit tools. Real browsers (headless
 * ones included, which people also drive) are counted; what hides as a browser cannot be told apart here.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|pingdom|uptime|monitor|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-requests|httpclient|go-http-client|okhttp|axios\/|node-fetch|scrapy|phantomjs/i;

/** Whether a page-view request is not a person viewing a page: a robot, or a prefetch (the page may never show). */
export function isUncountedPageView(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  if (!agent || BOT_USER_AGENT.test(agent)) return true;
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-purpose'] ?? ''}`;
  return /prefetch|preview|prerender/i.test(purpose);
}
