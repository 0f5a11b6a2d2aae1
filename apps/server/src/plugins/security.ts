import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** Origin of a tile URL template such as https://{s}.tile.example/{z}/{x}/{y}.png, with {s} as a wildcard. */
export function tileHostSource(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/.exec(tileUrl);
  if (!match) return undefined;
  const host = match[2]!.replace(/\{s\}/g, '*');
  return `${match[1]}://${host}`;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `Sec-Fetch-Site` values of a request from our own pages (same-origin) or typed by the person (none). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** Security headers (CSP allowing the map tile host) and refusal of cross-site state changes. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  const tileSource = tileHostSource(config.map.tileUrl);
  const imgSrc = [
    "'self'",
    'data:',
    'blob:',
    ...(tileSource ? [tileSource] : []),
    'https://*.googleusercontent.com',
  ];
  if (config.s3?.publicUrl) imgSrc.push(new URL(config.s3.publicUrl).origin);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc,
        // The tile host too: the service worker (sw.js gets this policy) fetches the map's tiles to keep them.
        connectSrc: [
          "'self'",
          ...(tileSource ? [tileSource] : []),
          ...(config.s3?.endpoint ? [new URL(config.s3.endpoint).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
    // CSP frame-ancestors 'none' already forbids framing; the legacy header says the same (DENY, not SAMEORIGIN).
    frameguard: { action: 'deny' },
  });
  // Powerful browser features: only the map's "my location" (geolocation) for our own pages, nothing else.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // The same headers on every answer, computed once: helmet builds its CSP text on every request otherwise
  // (12% of the CPU of a cached API read). Set before the route, so a route may still replace one.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowed = new Set<string>();
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);

  /**
   * Our own origin: PUBLIC_URL, or the same host as the request itself (development, deployments without it).
   * Scheme and host compare case-insensitively, as URLs do.
   */
  const isOwnOrigin = (origin: string, host: string | undefined) => {
    const asked = origin.toLowerCase();
    const here = host?.toLowerCase();
    return (
      allowed.has(asked) ||
      (here !== undefined && (asked === `http://${here}` || asked === `https://${here}`))
    );
  };

  // A state-changing request is refused when a browser says it comes from anywhere but our own origin: a foreign
  // Origin; or, with no Origin, `Sec-Fetch-Site` other than same-origin or none (the web app is served from the
  // API's own origin, so a sibling subdomain (same-site) has no business writing either), or a Referer from
  // another origin. Header values compare case-insensitively (`CROSS-SITE` is cross-site). Requests without
  // any of these headers (curl, scripts, tests) stay accepted: they carry no browser's ambient cookies unless
  // someone pasted them.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const { origin, host, referer } = request.headers;
    if (origin) {
      if (isOwnOrigin(origin, host)) return;
      throw foreignOrigin();
    }
    const site = request.headers['sec-fetch-site']?.toString().trim().toLowerCase();
    if (site !== undefined && site !== '' && !OWN_FETCH_SITES.has(site)) throw foreignOrigin();
    const refererOrigin = referer ? originOf(referer) : undefined;
    if (refererOrigin && !isOwnOrigin(refererOrigin, host)) throw foreignOrigin();
  });
});

const foreignOrigin = () => new AppError(403, 'FOREIGN_ORIGIN', 'Cross-site requests are not allowed');

/** The origin of a Referer; undefined when it is not a URL (no browser sends that: not a cross-site request). */
function originOf(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * The headers helmet sets for `options`, taken once from its middleware (they depend on the options only, never on
 * the request: no nonces).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}
