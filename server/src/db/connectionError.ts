/**
 * Why the server could not connect to DATABASE_URL, said as an operator needs it: one sentence with
 * the cause and the fix, naming the host, port, database and user but never the password (the raw
 * driver error comes with a stack trace that says neither plainly).
 */
export class DatabaseUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUrlError';
  }
}

interface Target {
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
}

/** What DATABASE_URL names, with the driver's defaults for what it leaves out; null when it is no postgres:// URL. */
function targetOf(url: string): Target | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return null;
    const user = decodeURIComponent(parsed.username) || process.env.PGUSER || process.env.USER || 'postgres';
    return {
      host: parsed.hostname || process.env.PGHOST || 'localhost',
      port: parsed.port || process.env.PGPORT || '5432',
      database: decodeURIComponent(parsed.pathname.slice(1)) || process.env.PGDATABASE || user,
      user,
      password: decodeURIComponent(parsed.password),
    };
  } catch {
    return null;
  }
}

export function databaseUrlError(url: string, error: unknown): DatabaseUrlError {
  const target = targetOf(url);
  if (!target)
    return new DatabaseUrlError(
      'DATABASE_URL is not a valid URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE (percent-encode special characters in the password).',
    );
  const { host, port, database, user, password } = target;
  const at = `PostgreSQL at ${host}:${port}`;
  const code = (error as { code?: unknown } | null)?.code;
  const raw = error instanceof Error ? error.message : String(error);
  // Drivers do not repeat the password, but a message is never trusted with it.
  const detail = password ? raw.split(password).join('***') : raw;
  switch (code) {
    case 'ECONNREFUSED':
      return new DatabaseUrlError(
        `Nothing accepts connections at ${host}:${port} (connection refused): start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new DatabaseUrlError(
        `The host ${host} in DATABASE_URL is not known (its name does not resolve): correct the host name in DATABASE_URL.`,
      );
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new DatabaseUrlError(
        `${at} cannot be reached (${detail}): check that the server runs and that the network lets this machine reach it.`,
      );
    case '28P01':
      return new DatabaseUrlError(
        `${at} refused the password of user ${user}: correct the password in DATABASE_URL (or set it on the server with ALTER ROLE).`,
      );
    case '28000':
      return new DatabaseUrlError(
        `${at} does not let user ${user} connect to database ${database} (${detail}): correct the user in DATABASE_URL, or create the role or allow it in pg_hba.conf.`,
      );
    case '3D000':
      return new DatabaseUrlError(
        `Database ${database} does not exist on ${at}: create it (createdb ${database}) or correct the database name in DATABASE_URL.`,
      );
  }
  if (/timeout/i.test(raw))
    return new DatabaseUrlError(
      `${at} did not answer in time: check that the server runs and that the network lets this machine reach it.`,
    );
  return new DatabaseUrlError(
    `Could not connect to database ${database} on ${at} as user ${user} (${detail}): check DATABASE_URL and the server.`,
  );
}
