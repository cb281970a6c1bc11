import { AppConfig } from './config/app-config';
import { ensureDatabaseExists, runMigrations } from './database/migrate';

/** Before anything serves: the database exists (development only) and is migrated. */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  if (!config.isProduction) await ensureDatabaseExists(config.databaseUrl);
  await runMigrations(config.databaseUrl);
}
