import { AppConfig, ConfigError } from './config/app-config';
import { isDatabaseUnavailable } from './database/database-unavailable';
import { ensureDatabaseExists, runMigrations } from './database/migrate';

/** Before anything serves: the database exists (development only) and is migrated. */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  try {
    if (!config.isProduction) await ensureDatabaseExists(config.databaseUrl);
    await runMigrations(config.databaseUrl);
  } catch (error) {
    throw databaseStartError(error, config.databaseUrl) ?? error;
  }
}

/** SQLSTATEs of a reachable server that refuses the login or does not have the database. */
const LOGIN_REFUSED = new Set(['28P01', '28000', '3D000']);

/**
 * A start-up that cannot reach Postgres, or is refused by it, names the setting, the host and
 * port it tried and what to do; never the URL itself, which may carry a password.
 */
export function databaseStartError(error: unknown, databaseUrl: string): ConfigError | undefined {
  const code = (error as { code?: unknown })?.code;
  const reason = error instanceof Error ? error.message : String(error);
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || '5432'}`;
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  if (isDatabaseUnavailable(error)) {
    return new ConfigError(
      `Cannot reach PostgreSQL at ${where} (DATABASE_URL; ${reason}). Start PostgreSQL there, or ` +
        'set DATABASE_URL in the environment or in .env to a running server ' +
        '(the default is postgres://postgres@localhost:5432/platform; README, Quick start).',
    );
  }
  if (typeof code === 'string' && LOGIN_REFUSED.has(code)) {
    return new ConfigError(
      `PostgreSQL at ${where} refused database "${database}" for the user in DATABASE_URL ` +
        `(${reason}). Check the user, password and database name of DATABASE_URL ` +
        '(in the environment or in .env).',
    );
  }
  return undefined;
}
