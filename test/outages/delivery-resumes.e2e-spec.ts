import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createTeamOwner } from '../factories/identity.factory';
import { insertSubscriptionRow } from '../factories/webhooks.factory';
import { noteSyntheticEvents } from '../support/event-schema-check';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestApp, TestApp } from '../support/test-app';
import { eventually, FAST_WEBHOOK_ENV } from '../webhooks/support/webhook-test-app';
import { TestReceiver } from '../webhooks/support/test-receiver';

/**
 * Events committed while this worker cannot reach Postgres (by another instance that can) are
 * delivered within seconds of Postgres coming back, not at the next recovery sweep (set here to
 * ten minutes so that only the resume itself can deliver them).
 */
describe('delivery after a Postgres outage', () => {
  const base = new URL(process.env.DATABASE_URL ?? '');
  const database = `${process.env.TEST_DATABASE_NAME}_out_${randomBytes(4).toString('hex')}`;
  const direct = new URL(base);
  direct.pathname = `/${database}`;
  const proxy = new TcpProxy(base.hostname, Number(base.port || 5432));
  let app: TestApp;
  let receiver: TestReceiver;
  let db: Client;

  beforeAll(async () => {
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    await proxy.start();
    app = await createTestApp({
      ...FAST_WEBHOOK_ENV,
      DATABASE_URL: proxy.urlThrough(direct),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:out${randomBytes(4).toString('hex')}`,
      WEBHOOK_RECOVERY_AFTER_MS: '600000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      DB_CONNECT_TIMEOUT_MS: '300',
      DB_STATEMENT_TIMEOUT_MS: '300',
    });
    receiver = await TestReceiver.start();
    db = new Client({ connectionString: direct.toString() });
    await db.connect();
  });
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await proxy.close();
    await receiver.close();
    await db.end();
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('delivers what was committed during the outage within 5 s of the return', async () => {
    const owner = await createTeamOwner(app);
    await insertSubscriptionRow(app, owner.teamId, `${receiver.url}/hook`);
    await proxy.refuse();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the worker's loops fail meanwhile
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO outbox_events (id, created_at, team_id, type, data)
       SELECT outbox_event_id_at(now()), now(), $1, 'agent.created', '{}'::jsonb
         FROM generate_series(1, 20)
       RETURNING id`,
      [owner.teamId],
    );
    const ids = rows.map((row) => row.id);
    noteSyntheticEvents(ids);
    await proxy.restore();
    await eventually(
      () => ids.every((id) => receiver.bodies().some((body) => body.id === id)),
      5_000,
      'every event committed during the outage to be delivered',
    );
  });
});
