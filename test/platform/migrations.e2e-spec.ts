import { DataSource } from 'typeorm';
import { createTestApp } from '../support/test-app';

/** STYLE.md rule 6: the committed migrations produce exactly the schema the entities describe. */
describe('migrations', () => {
  it('leave no difference between the entities and the migrated schema', async () => {
    const app = await createTestApp();
    try {
      const pending = await app.get(DataSource).driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
