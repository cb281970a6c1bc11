import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { createTeamOwner } from '../factories/identity.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { inboundLogOf, postRaw } from './support/inbound-log';
import { bodyReadStarts } from './support/raw-requests';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

/** A request whose body is held open after its first half until `finish()`. */
function heldRequest(app: WebhookTestApp, path: string, body: string) {
  const { port } = app.http.address() as AddressInfo;
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => {
      if (!req.writableEnded) req.end(body.slice(half));
    };
  });
  return { answer, finish: () => finish() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a batched write that fails for one item fails that item alone', () => {
  let app: WebhookTestApp;
  let teamId: string;

  beforeAll(async () => {
    app = await createWebhookTestApp();
    await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
    teamId = (await createTeamOwner(app)).teamId;
  });
  afterAll(() => app.close());

  it('stores and accepts every delivery that shares an acceptance batch with one whose endpoint was deleted mid-request', async () => {
    const healthy = await createInboundEndpoint(app, teamId, { name: 'healthy' });
    const deleted = await createInboundEndpoint(app, teamId, { name: 'deleted mid-request' });

    // The endpoint is looked up before the body is read; deleting it meanwhile is a race no
    // check can close, and its insert then breaks the foreign key: a value Postgres refuses.
    // Deleted once the body is being read, so after the look-up; were it earlier, the answer
    // would be 401.
    const reading = bodyReadStarts(app.http);
    const poisoned = heldRequest(app, deleted.path, '{"poisoned":true}');
    await reading;
    await app.dataSource.query('DELETE FROM webhook_inbound_endpoints WHERE id = $1', [
      deleted.endpointId,
    ]);

    // A lock holds the first acceptance's insert, so everything after it is batched together.
    const lock = new Client({ connectionString: app.config.databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE webhook_inbound_deliveries IN SHARE MODE');
      const first = postRaw(app, healthy.path, '{"n":0}').then((res) => res.status);
      await eventually(
        async () => {
          const { rows } = await lock.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0].waiting > 0;
        },
        10_000,
        'the first acceptance to wait for the lock',
      );
      const others = [1, 2, 3, 4, 5].map((n) =>
        postRaw(app, healthy.path, JSON.stringify({ n })).then((res) => res.status),
      );
      poisoned.finish();
      await pause(500);
      await lock.query('COMMIT');

      expect(await Promise.all([first, ...others])).toEqual([200, 200, 200, 200, 200, 200]);
      const refused = await poisoned.answer;
      expect(refused.status).toBe(500);
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'INTERNAL_ERROR' });
    } finally {
      poisoned.finish();
      await lock.query('ROLLBACK');
      await lock.end();
    }

    const stored = await inboundLogOf(app, healthy.endpointId);
    expect(stored.map((row) => row.outcome)).toEqual(Array(6).fill('accepted'));
    expect(stored.map((row) => (row.payload as { n: number }).n).sort()).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });
});
