import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc,
        connectSrc: ["'self'", ...(config.s3?.endpoint ? [new URL(config.s3.endpoint).origin] : [])],
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  const allowed = new Set<string>();
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (allowed.has(origin)) return;
    // Same host as the request itself (development, or deployments without PUBLIC_URL).
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw new AppError(403, 'FOREIGN_ORIGIN', 'Cross-site requests are not allowed');
  });
});
