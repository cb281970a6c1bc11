import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';

/**
 * The service's connections read timestamptz with src/database/timestamptz.ts: every value comes
 * back as the instant Postgres holds, truncated to the millisecond, whatever the session's time
 * zone (whole-hour, half-hour and negative offsets) and however many fraction digits it prints.
 */
describe('timestamptz values read by the service’s connections', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(loadConfig(process.env).databaseUrl));
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  it.each(['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham', 'America/Los_Angeles'])(
    'are the instants Postgres holds in time zone %s',
    async (zone) => {
      const rows = await dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('TimeZone', $1, true)`, [zone]);
        return manager.query<Array<{ text: string; value: Date; epochMs: string }>>(`
          SELECT stamp::text AS text, stamp AS value,
                 floor(extract(epoch FROM stamp) * 1000)::bigint::text AS "epochMs"
          FROM unnest(ARRAY[
            '2026-12-01 21:31:13.123456+00', '2026-12-01 21:31:13+00', '2026-12-01 21:31:13.5+00',
            '2000-02-29 23:59:59.999999+00', '1970-01-01 00:00:00+00', '1969-12-31 23:59:59.000001+00',
            '2026-03-29 01:30:00+00', now()
          ]::timestamptz[]) stamp`);
      });
      for (const row of rows) {
        expect([row.text, row.value]).toEqual([row.text, new Date(Number(row.epochMs))]);
      }
    },
  );
});
