import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions, ENTITIES_GLOB } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';

/** STYLE.md rule 6: the committed migrations produce exactly the schema the entities describe. */
describe('migrations', () => {
  it('leave no difference between the entities and the migrated schema', async () => {
    const databaseUrl = loadConfig(process.env).databaseUrl;
    await runMigrations(databaseUrl);
    const dataSource = new DataSource({
      ...dataSourceOptions(databaseUrl),
      entities: [ENTITIES_GLOB],
    });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
