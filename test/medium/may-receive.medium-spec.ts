import { Client } from 'pg';
import { loadConfig } from '../../src/config/app-config';
import { runMigrations } from '../../src/database/migrate';
import { mayReceive } from '../../src/webhooks/delivery';

/**
 * "This subscription may receive this delivery now" is the SQL function webhook_may_receive,
 * which every statement reads; mayReceive is its copy for the owner's API. Both must agree on
 * every state a subscription can be in.
 */
describe('webhook_may_receive and mayReceive', () => {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  let client: Client;

  beforeAll(async () => {
    await runMigrations(databaseUrl);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  const cases = [true, false].flatMap((enabled) =>
    ([null, 'pending', 'verified'] as const).flatMap((verificationStatus) =>
      ['webhook.verification', 'webhook.test', 'agent.created'].map(
        (eventType) => [enabled, verificationStatus, eventType] as const,
      ),
    ),
  );

  it.each(cases)('enabled %s, verification %s, %s', async (enabled, verificationStatus, type) => {
    const { rows } = await client.query<{ may: boolean }>(
      'SELECT webhook_may_receive($1, $2, $3) AS may',
      [enabled, verificationStatus, type],
    );
    expect(rows[0].may).toBe(mayReceive({ enabled, verificationStatus }, type));
  });
});
