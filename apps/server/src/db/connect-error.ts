/**
 * PostgreSQL could not be reached or would not let us in at start: one line that says where (host, port,
 * database, user; never the password), why, and what to check, instead of a driver's stack trace (issue 33).
 * main.ts prints it as the data-folder lock's message is printed.
 */
export class DatabaseConnectError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseConnectError';
  }
}

/** Where DATABASE_URL points, without its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
    const user = decodeURIComponent(parsed.username) || '(default user)';
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}, database "${database}" as "${user}"`;
  } catch {
    return 'the server in DATABASE_URL (which is not a valid URL)';
  }
}

const CAUSES: Record<string, { cause: string; check: string }> = {
  ECONNREFUSED: {
    cause: 'connection refused (ECONNREFUSED)',
    check: 'check that PostgreSQL is running and listening there, and the host and port in DATABASE_URL',
  },
  ENOTFOUND: { cause: 'host not found (ENOTFOUND)', check: 'check the host name in DATABASE_URL' },
  EAI_AGAIN: { cause: 'host name could not be resolved (EAI_AGAIN)', check: 'check the host name and DNS' },
  ETIMEDOUT: {
    cause: 'no answer (ETIMEDOUT)',
    check: 'check the host and port in DATABASE_URL and any firewall between',
  },
  EHOSTUNREACH: {
    cause: 'host unreachable (EHOSTUNREACH)',
    check: 'check the host in DATABASE_URL and the network',
  },
  // PostgreSQL's own codes (SQLSTATE).
  '28P01': {
    cause: 'password authentication failed (28P01)',
    check: 'check the user name and password in DATABASE_URL',
  },
  '28000': {
    cause: 'the server refused this user or address (28000)',
    check: "check the user in DATABASE_URL and the server's pg_hba.conf",
  },
  '3D000': {
    cause: 'the database does not exist (3D000)',
    check: 'create it (createdb) or fix the database name in DATABASE_URL',
  },
  '53300': {
    cause: 'too many connections (53300)',
    check: "check the server's max_connections and other clients",
  },
  '57P03': { cause: 'the server is starting up or shutting down (57P03)', check: 'wait and start again' },
};

/**
 * The one-line error for a failed first connection, or undefined when `err` is not a connection problem (a
 * migration's SQL error keeps its own message and stack).
 */
export function connectError(url: string, err: unknown): DatabaseConnectError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? CAUSES[code] : undefined;
  // An SSL or protocol problem, a timeout of the driver: the driver's message, which never carries the password.
  const message = err instanceof Error ? err.message : String(err);
  const other =
    !known && /timeout|SSL|ssl|terminated|ECONNRESET|self.signed|certificate/.test(message)
      ? {
          cause: message.replaceAll(passwordOf(url) || '\u0000', '***'),
          check: 'check DATABASE_URL and the server',
        }
      : undefined;
  const found = known ?? other;
  if (!found) return undefined;
  return new DatabaseConnectError(
    `cannot connect to PostgreSQL at ${describeDatabaseUrl(url)}: ${found.cause}; ${found.check}.`,
    { cause: err },
  );
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}
