import { DataSource } from 'typeorm';
import { loadConfig } from './src/config/app-config';
import { readEnvFile } from './src/config/env-file';
import { dataSourceOptions, ENTITIES_GLOB } from './src/database/data-source-options';

readEnvFile();

/** The data source the TypeORM CLI uses for `migration:generate`, `migration:run` and revert. */
export default new DataSource({
  ...dataSourceOptions(loadConfig().databaseUrl),
  entities: [ENTITIES_GLOB],
});
