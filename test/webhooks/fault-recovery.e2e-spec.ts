import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import { bullPrefix } from '../../src/queue/bull-options';
import { createTeamOwner } from '../factories/identity.factory';
import { commitEvents, createSubscription } from '../factories/webhooks.factory';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const ROOT = join(__dirname, '..', '..');

/** `npm run start:worker` without the build: src/worker.ts in its own process, RUN_MODE=worker. */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      RUN_MODE: 'worker',
      LOG_LEVEL: 'silent',
      TS_NODE_PROJECT: 'tsconfig.json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function distinctEventIds(receiver: TestReceiver): Set<string> {
  return new Set(receiver.bodies().map((body) => body.id));
}

describe('no event is lost when the worker dies mid-delivery', () => {
  const EVENTS = 60;
  let api: WebhookTestApp;
  let receiver: TestReceiver;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The API alone in this process; the deliveries run in a separate worker process.
    api = await createWebhookTestApp({
      RUN_MODE: 'api',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_DELIVERY_CONCURRENCY: '4',
      WEBHOOK_SUBSCRIPTION_CONCURRENCY: '4',
    });
    receiver = await TestReceiver.start(() => ({ status: 200, delayMs: 150 }));
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stop(child, 'SIGKILL')));
    await api.close();
    await receiver.close();
  });

  it('delivers every committed event at least once after SIGKILL and a restart', async () => {
    const owner = await createTeamOwner(api);
    await createSubscription(api, owner.teamId, `${receiver.url}/events`);
    const events = await commitEvents(api, owner.teamId, EVENTS);

    // Past its tenth request the receiver answers nothing until the kill: however late the kill
    // comes, it finds attempts in flight and most events not delivered.
    receiver.respondWith((_req, index) => ({ status: 200, delayMs: index < 10 ? 150 : Infinity }));
    const first = startWorker(api.env);
    children.push(first);
    await eventually(() => receiver.requests.length >= 10, 30_000, 'the first worker to deliver');
    await stop(first, 'SIGKILL');
    receiver.respondWith(() => ({ status: 200, delayMs: 150 }));
    const beforeRestart = distinctEventIds(receiver).size;
    expect(beforeRestart).toBeLessThan(EVENTS);

    const second = startWorker(api.env);
    children.push(second);
    // Attempts the kill cut off are taken over once their job locks expire.
    const succeeded = async () => {
      const [row] = await api.dataSource.query(
        `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'succeeded'`,
      );
      return row.n === EVENTS;
    };
    await eventually(succeeded, 30_000, 'every delivery to succeed');
    await stop(second, 'SIGTERM');

    expect(distinctEventIds(receiver)).toEqual(new Set(events));
    const statuses = await api.dataSource.query(
      `SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`,
    );
    expect(statuses).toEqual([{ status: 'succeeded', n: EVENTS }]);
    // At-least-once: attempts cut off by the kill may have reached the receiver and run again.
    expect(receiver.requests.length).toBeGreaterThanOrEqual(EVENTS);
  }, 90_000);
});

describe('no event is lost when Redis loses the queued jobs', () => {
  const EVENTS = 40;
  let app: WebhookTestApp;
  let receiver: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_DELIVERY_CONCURRENCY: '2',
      WEBHOOK_SUBSCRIPTION_CONCURRENCY: '2',
    });
    receiver = await TestReceiver.start(() => ({ status: 200, delayMs: 50 }));
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('re-queues from Postgres what the wiped queue held', async () => {
    const owner = await createTeamOwner(app);
    await createSubscription(app, owner.teamId, `${receiver.url}/events`);
    const events = await commitEvents(app, owner.teamId, EVENTS);
    await eventually(() => receiver.requests.length >= 5, 10_000, 'deliveries to start');

    const redis = new Redis(app.config.redisUrl);
    const keys = await redis.keys(`${bullPrefix(app.config.redisPrefix)}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);

    await eventually(() => distinctEventIds(receiver).size === EVENTS, 20_000, 'every event');
    expect(distinctEventIds(receiver)).toEqual(new Set(events));
  }, 40_000);
});
