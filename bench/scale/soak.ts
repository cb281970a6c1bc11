import { readFileSync } from 'node:fs';
import { PrivatePostgres } from '../../test/support/private-postgres';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { ALL_SCOPES } from '../harness/fixtures';
import { flag, percentile, postJson, startBenchServer } from '../support/bench-server';
import { sizesTable } from './report';
import { planFor, ScaleSeeder, setAutovacuum, tableSizes } from './seed';
import { createTeam } from './team';

/** Events committed per second, a batch every TICK_MS in one transaction. */
const RATE = 1000;
/** Subscriptions the events are spread over, each event to one. */
const SUBSCRIPTIONS = 10;
const TICK_MS = 50;
const DAY_MS = 24 * 3600 * 1000;

interface Minute {
  delivered: number;
  latencies: number[];
  rssMb: { api: number; worker: number };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

/**
 * `npm run bench:scale -- --soak SECONDS`: 1,000 events/s written by the outbox's writer
 * (`record_outbox_event`) for SECONDS, delivered by a worker process to a local receiver, while
 * retention prunes beside them: every window is one day (the shortest the config takes) and a
 * backlog of as many aged rows as the soak writes (`--soak-backlog`) is past it, deleted in
 * batches of RETENTION_BATCH_SIZE=100 (about as fast as the soak writes). Prints per minute the
 * deliveries per second, commit → first attempt p50/p99 of the minute's events and the RSS of
 * both service processes, and the tables' sizes at the start and the end. Postgres is a server of
 * the soak's own, with autovacuum on.
 */
export async function runSoak(seconds: number, log: (line: string) => void): Promise<void> {
  const backlog = flag('soak-backlog', RATE * seconds);
  const minutes: Minute[] = [];
  const minuteOf = (at: number) => {
    const index = Math.floor((at - started) / 60_000);
    while (minutes.length <= index)
      minutes.push({ delivered: 0, latencies: [], rssMb: { api: NaN, worker: NaN } });
    return minutes[index];
  };
  const committedAt = new Map<string, number>();
  let started = performance.now();
  let received = 0;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const now = performance.now();
      const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
      const committed = committedAt.get(id);
      if (committed !== undefined) {
        committedAt.delete(id);
        received += 1;
        minuteOf(now).delivered += 1;
        minuteOf(committed).latencies.push(now - committed);
      }
      response.writeHead(200).end('ok');
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/soak`;

  // A Postgres of its own with a production's durability and autovacuum: a shared one may run
  // without autovacuum (this machine's does), and ten minutes of relayed events and delivered
  // rows then leave their dead index entries for every claim to walk.
  const postgres = new PrivatePostgres({
    settings: ['fsync=on', 'synchronous_commit=on', 'autovacuum=on', 'shared_buffers=128MB'],
  });
  await postgres.start();
  process.env.BENCH_ADMIN_DATABASE_URL = postgres.url;
  const server = await startBenchServer({
    split: true,
    scopes: ALL_SCOPES,
    databasePrefix: `platform_bench_scale_${process.pid}`,
    env: {
      RATE_LIMIT_OVERRIDES: 'api=100000000,media=100000000,unsubscribe=100000000,webhook=100000000',
      RETENTION_DELIVERED_OUTBOUND_DAYS: '1',
      RETENTION_FAILED_OUTBOUND_DAYS: '1',
      RETENTION_RELAYED_OUTBOX_DAYS: '1',
      EVENTS_RETENTION_DAYS: '1',
      RETENTION_INBOUND_DAYS: '1',
      RETENTION_REFUSED_INBOUND_DAYS: '1',
      RETENTION_INTERVAL_MS: '5000',
      RETENTION_BATCH_SIZE: '100',
    },
  });
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  let lines: string[] = [];
  try {
    // The backlog's subscriptions take only a type the soak never writes.
    const team = await createTeam(server, db, ['notification.read']);
    const seeder = new ScaleSeeder(db, team, backlog, new Date(Date.now() - 2 * DAY_MS));
    log(`seeding a backlog of ${backlog.toLocaleString('en')} rows older than the window`);
    await seeder.grow({ rows: 0, agents: 0, versions: 1 }, planFor(backlog, 1000), log);
    await seeder.analyze();
    await setAutovacuum(
      db,
      ['outbox_events', 'webhook_deliveries', 'webhook_delivery_attempts'],
      true,
    );
    // Ten subscriptions, each taking the events of 5 of the 50 agents: one subscription takes at
    // most WEBHOOK_SUBSCRIPTION_CONCURRENCY (8) attempts at a time, about 270/s here.
    for (let subscription = 0; subscription < SUBSCRIPTIONS; subscription += 1) {
      const { rows: agents } = await db.query<{ id: string }>(
        `SELECT md5('agent' || n)::uuid::text AS id FROM generate_series($1::int, 49, $2::int) AS n`,
        [subscription, SUBSCRIPTIONS],
      );
      await postJson(`${server.baseUrl}/v1/webhooks/subscriptions`, server.auth, {
        url: receiverUrl,
        eventTypes: ['agent.updated'],
        filter: { 'data.agentId': { $in: agents.map((agent) => agent.id) } },
      });
    }
    const sizesAtStart = await tableSizes(db);

    log(`soak: ${RATE} events/s for ${seconds} s`);
    started = performance.now();
    const ticks = (seconds * 1000) / TICK_MS;
    const perTick = (RATE * TICK_MS) / 1000;
    let nextMinute = 60_000;
    for (let tick = 0; tick < ticks; tick += 1) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT record_outbox_event($1::uuid, 'agent.updated',
                  jsonb_build_object('agentId', md5('agent' || n % 50)::uuid,
                                     'changes', jsonb_build_array('name'))) AS id
           FROM generate_series(1, $2::int) AS n`,
        [team.teamId, perTick],
      );
      const now = performance.now();
      for (const row of rows) committedAt.set(row.id, now);
      if (now - started >= nextMinute) {
        minuteOf(now - 1).rssMb = { api: rssMb(server.pid), worker: rssMb(server.workerPid) };
        nextMinute += 60_000;
      }
      const wait = started + (tick + 1) * TICK_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const committed = Math.round((seconds * 1000 * perTick) / TICK_MS);
    const deadline = Date.now() + 60_000;
    while (committedAt.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const last = minutes[Math.floor((seconds * 1000 - 1) / 60_000)];
    if (last && Number.isNaN(last.rssMb.api))
      last.rssMb = { api: rssMb(server.pid), worker: rssMb(server.workerPid) };
    const endedSeconds = (performance.now() - started) / 1000;
    const sizesAtEnd = await tableSizes(db);

    lines = [
      `npm run bench:scale -- --soak ${seconds}: ${RATE} events/s offered over ${SUBSCRIPTIONS} subscriptions, ` +
        `retention every 5 s in batches of 100 over a backlog of ${backlog.toLocaleString('en')} aged rows; ` +
        `${received.toLocaleString('en')} of ${committed.toLocaleString('en')} delivered`,
      '',
      '| minute | delivered/s | commit→first attempt p50 ms | p99 ms | RSS API MB | RSS worker MB |',
      '|---|---|---|---|---|---|',
      ...minutes.map((minute, index) => {
        const sorted = minute.latencies.sort((a, b) => a - b);
        // The minutes after the offered load are the drain: their rate is over what they lasted.
        const length = Math.min(60, endedSeconds - index * 60);
        return `| ${index + 1}${index * 60 >= seconds ? ' (drain)' : ''} | ${Math.round(minute.delivered / Math.max(1, length))} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 99))} | ${minute.rssMb.api} | ${minute.rssMb.worker} |`;
      }),
      '',
      sizesTable(
        new Map([
          [0, sizesAtStart],
          [1, sizesAtEnd],
        ]),
      )
        .replace('| 0 rows |', '| start |')
        .replace('| 1 rows |', '| end |'),
      '',
    ];
  } finally {
    await db.end();
    await server.close();
    postgres.destroy();
    receiver.closeAllConnections();
    receiver.close();
  }
  process.stdout.write(lines.join('\n'));
}
