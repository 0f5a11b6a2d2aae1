import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { BACKUP_COMMAND, BackupService } from './db/backup.ts';
import { DatabaseConnectError } from './db/connect-error.ts';
import { PgliteHousekeeping } from './db/housekeeping.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { type ControlSocket, openControlSocket } from './lib/control-socket.ts';
import { DirLockError } from './lib/dir-lock.ts';

/** Reads config, builds the app, seeds an empty database, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DirLockError || err instanceof DatabaseConnectError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  if (config.seed) {
    await seedIfEmpty(app.database, app.log);
  }

  // Embedded database only: a control socket in DATA_DIR for `npm run db:backup`, the daily copies, and the
  // vacuuming PostgreSQL's autovacuum would do (docs/architecture.md, Data).
  let backups: BackupService | undefined;
  let control: ControlSocket | undefined;
  const housekeeping = new PgliteHousekeeping(app.database, app.log);
  if (app.database.kind === 'pglite') {
    const service = new BackupService(app.database, config.dataDir, app.log);
    backups = service;
    try {
      control = await openControlSocket(
        config.dataDir,
        { [BACKUP_COMMAND]: () => service.backup() },
        app.log,
      );
    } catch (err) {
      // Not fatal: the daily backups still run; db:backup will say the server cannot be reached.
      app.log.error(
        { err },
        'cannot open the control socket in DATA_DIR; npm run db:backup will not reach this server',
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // A backup being written finishes before the database closes.
      await control?.close();
      await backups?.stop();
      await housekeeping.stop();
      // Stops accepting, waits for in-flight requests, then runs onClose hooks (closing the database).
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  keepRunningWhenOutOfFiles(app.log);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { database: app.database.kind, devLogin: config.devLogin, google: Boolean(config.google) },
    `K-Travel listening on http://localhost:${port}`,
  );
  // One clear line for whoever started it: where the app is, and how to sign in.
  app.log.info(`Open ${config.publicUrl ?? `http://localhost:${port}`}: ${signInHint(config)}`);
  backups?.startDaily(config.backupKeepDays);
  housekeeping.start();
}

/** How often running out of files is logged at most. */
const OUT_OF_FILES_LOG_EVERY_MS = 60_000;

/**
 * Running out of files (EMFILE, ENFILE) thrown where a timer opens one (the overload guard's memory sampler reads
 * /proc) ended the process (issue 43, at 19,600 open streams). The connection limit (MAX_CONNECTIONS) keeps sockets
 * below the open-files limit; should files run out anyway, that is logged and the process goes on, refusing what
 * needs a file until some are free. Every other uncaught error still ends the process, as Node's default does.
 */
function keepRunningWhenOutOfFiles(log: FastifyBaseLogger): void {
  let lastLog = 0;
  process.on('uncaughtException', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EMFILE' || err.code === 'ENFILE') {
      if (Date.now() - lastLog >= OUT_OF_FILES_LOG_EVERY_MS) {
        lastLog = Date.now();
        log.error(
          { err },
          'out of file handles: going on, refusing what needs one (raise ulimit -n or lower MAX_CONNECTIONS)',
        );
      }
      return;
    }
    log.fatal({ err }, 'uncaught exception');
    console.error(err);
    process.exit(1);
  });
}

function signInHint(config: ReturnType<typeof loadConfig>): string {
  const admins =
    config.adminEmails.length > 0 ? ` (${config.adminEmails.join(', ')} signs in as an admin)` : '';
  if (config.google && config.devLogin) {
    return `sign in with Google, or with any email on /login (development sign-in)${admins}`;
  }
  if (config.google) return `sign in with Google${admins}`;
  if (config.devLogin) return `sign in on /login with any email (development sign-in)${admins}`;
  return 'sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (see README, Configuration)';
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
