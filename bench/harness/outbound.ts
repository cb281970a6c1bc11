import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { percentile, postJson, type BenchServer } from '../support/bench-server';
import { amqpSink, type BrokerSink, natsSink } from './broker-sinks';

export interface OutboundPlan {
  /** Deliveries offered per second (events per second × subscriptions). */
  rate: number;
  subscriptions: number;
  durationSeconds: number;
  /** Set on every subscription (high enough not to bind: the cost of the Redis check). */
  maxDeliveriesPerSecond?: number;
  /** Read every subscription's stats route this often during the run, as a dashboard would. */
  statsEveryMs?: number;
  /**
   * The receiver fails every other request of each subscription (alternately 503 without
   * Retry-After and 500), so retries (5 s later, on the platform schedule) run beside the first
   * attempts. Alternating rather than random: ten failures in a row would open a breaker.
   */
  failHalf?: boolean;
  /** Set on every subscription: a filter every bench event passes. */
  filter?: Record<string, unknown>;
  /**
   * Each subscription takes the events of one of the BENCH_AGENT_IDS (a filter): an event is one
   * delivery, so `rate` is also the events offered per second. At most 10 subscriptions.
   */
  onePerAgent?: boolean;
  /** How long the receiver takes to answer each request. */
  receiverDelayMs?: number;
  /**
   * Where the subscriptions deliver: the local HTTP receiver (default), or RabbitMQ / NATS
   * JetStream on this machine, whose consumer's receipt of a message counts as its arrival.
   */
  destination?: 'http' | 'amqp' | 'nats';
  /** How many agents the events name, in turn (default the 10 BENCH_AGENT_IDS). */
  agents?: number;
  /** Set on every subscription; the receiver then counts first attempts out of commit order. */
  ordering?: { key: string };
}

/** `count` agent ids, the first ten of them BENCH_AGENT_IDS. */
function agentIds(count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  );
}

/** The agents the bench's events name; every `agent.updated` it writes is about one of them. */
export const BENCH_AGENT_IDS = agentIds(10);

export interface OutboundResult {
  eventsCommitted: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  requestsReceived: number;
  commitWindowSeconds: number;
  lastDeliveryAfterSeconds: number;
  deliveriesPerSecond: number;
  statsReads: number;
  commitToFirstAttemptMs: { p50: number; p99: number; max: number };
  /** Requests that were not a delivery's first: its retries. */
  retriesReceived: number;
  /** First attempts of events committed once retries were arriving (failHalf only). */
  whileRetryingMs: { count: number; p50: number; p99: number; max: number };
  /**
   * First attempts that reached a subscription before the first attempt of an earlier-committed
   * event of the same agent (counted with `ordering` only; unordered delivery reorders freely).
   */
  outOfOrder: number;
}

/**
 * Outbound deliveries per second to a local receiver, and the latency from an event's commit (the
 * outbox row, as every feature writes it) to the first attempt reaching the receiver. Events are
 * committed at a steady rate, a batch every 50 ms in one transaction like a busy application, and
 * fan out to every subscription of the team.
 */
export async function measureOutbound(
  server: BenchServer,
  plan: OutboundPlan,
): Promise<OutboundResult> {
  const eventsPerSecond = plan.onePerAgent ? plan.rate : plan.rate / plan.subscriptions;
  const agents = agentIds(plan.agents ?? BENCH_AGENT_IDS.length);
  const committedAt = new Map<string, number>();
  // Events commit one transaction at a time, so the order of this map is the events API's.
  const commitIndex = new Map<string, number>();
  const latestFirstAttempt = new Map<string, number>();
  let outOfOrder = 0;
  const firstAttempts: Array<{ committed: number; latency: number }> = [];
  const seen = new Set<string>();
  const requestsByPath = new Map<string, number>();
  let received = 0;
  let retriesReceived = 0;
  let firstRetryAt = Infinity;
  let lastReceivedAt = 0;
  /** One delivery (or retry) arrived for `path`; the how-many-th for that path it is. */
  const arrive = (path: string, body: Buffer): number => {
    received += 1;
    lastReceivedAt = performance.now();
    const { id, data } = JSON.parse(body.toString('utf8')) as {
      id: string;
      data: { agentId: string };
    };
    const key = `${path}|${id}`;
    const committed = committedAt.get(id);
    if (!seen.has(key) && committed !== undefined) {
      seen.add(key);
      firstAttempts.push({ committed, latency: lastReceivedAt - committed });
      const sequence = `${path}|${data.agentId}`;
      const position = commitIndex.get(id) ?? 0;
      if (position < (latestFirstAttempt.get(sequence) ?? -1)) outOfOrder += 1;
      else latestFirstAttempt.set(sequence, position);
    } else if (seen.has(key)) {
      retriesReceived += 1;
      firstRetryAt = Math.min(firstRetryAt, lastReceivedAt);
    }
    const index = requestsByPath.get(path) ?? 0;
    requestsByPath.set(path, index + 1);
    return index;
  };
  const brokers = { amqp: amqpSink, nats: natsSink };
  const sink: BrokerSink | undefined =
    plan.destination === 'amqp' || plan.destination === 'nats'
      ? await brokers[plan.destination]((path, body) => void arrive(path, body))
      : undefined;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = arrive(request.url ?? '', Buffer.concat(chunks));
      const answer = () => {
        if (plan.failHalf && index % 2 === 0) response.writeHead(index % 4 === 0 ? 503 : 500).end();
        else response.writeHead(200).end('ok');
      };
      if (plan.receiverDelayMs) setTimeout(answer, plan.receiverDelayMs);
      else answer();
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const db = new Pool({ connectionString: server.databaseUrl, max: 4 });
  const subscriptionIds: string[] = [];
  let statsReads = 0;
  let statsTimer: NodeJS.Timeout | undefined;
  try {
    for (let index = 0; index < plan.subscriptions; index += 1) {
      const created = await postJson<{ subscriptionId: string }>(
        `${server.baseUrl}/v1/webhooks/subscriptions`,
        server.auth,
        {
          ...(sink ? sink.subscription(index) : { url: `${receiverUrl}/s${index}` }),
          maxDeliveriesPerSecond: plan.maxDeliveriesPerSecond,
          filter: plan.onePerAgent ? { 'data.agentId': BENCH_AGENT_IDS[index] } : plan.filter,
          ordering: plan.ordering,
        },
      );
      subscriptionIds.push(created.subscriptionId);
    }
    if (plan.statsEveryMs) {
      statsTimer = setInterval(() => {
        for (const id of subscriptionIds)
          void fetch(`${server.baseUrl}/v1/webhooks/subscriptions/${id}/stats`, {
            headers: server.auth,
          }).then(async (response) => {
            if (!response.ok) throw new Error(`stats answered ${response.status}`);
            await response.arrayBuffer();
            statsReads += 1;
          });
      }, plan.statsEveryMs);
    }

    const tickMs = 50;
    const ticks = (plan.durationSeconds * 1000) / tickMs;
    const perTick = eventsPerSecond / (1000 / tickMs);
    const started = performance.now();
    let owed = 0;
    for (let tick = 0; tick < ticks; tick += 1) {
      owed += perTick;
      const count = Math.floor(owed);
      owed -= count;
      if (count > 0) {
        // Data as the agents feature writes it, so a filter row can be checked against it.
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO outbox_events (id, created_at, team_id, type, data)
           SELECT outbox_event_id_at(now()), now(), $2, 'agent.updated',
                  jsonb_build_object('agentId', ($3::text[])[1 + n % $4::int],
                                     'changes', jsonb_build_array('name'))
             FROM generate_series(1, $1::int) AS n
            ORDER BY n
           RETURNING id`,
          [count, server.teamId, agents, agents.length],
        );
        const ids = rows.map((row) => row.id);
        const now = performance.now();
        for (const id of ids) {
          committedAt.set(id, now);
          commitIndex.set(id, commitIndex.size);
        }
      }
      const wait = started + (tick + 1) * tickMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const commitEnded = performance.now();
    const total = committedAt.size * (plan.onePerAgent ? 1 : plan.subscriptions);
    const deadline = Date.now() + 120_000;
    while (seen.size < total && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(statsTimer);

    const sorted = firstAttempts.map((attempt) => attempt.latency).sort((a, b) => a - b);
    const whileRetrying = firstAttempts
      .filter((attempt) => attempt.committed >= firstRetryAt)
      .map((attempt) => attempt.latency)
      .sort((a, b) => a - b);
    const elapsedSeconds = (lastReceivedAt - started) / 1000;
    return {
      eventsCommitted: committedAt.size,
      deliveriesExpected: total,
      deliveriesReceived: seen.size,
      requestsReceived: received,
      commitWindowSeconds: Number(((commitEnded - started) / 1000).toFixed(2)),
      lastDeliveryAfterSeconds: Number(elapsedSeconds.toFixed(2)),
      deliveriesPerSecond: Math.round(seen.size / elapsedSeconds),
      statsReads,
      commitToFirstAttemptMs: {
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted[sorted.length - 1] ?? NaN),
      },
      retriesReceived,
      whileRetryingMs: {
        count: whileRetrying.length,
        p50: Math.round(percentile(whileRetrying, 50)),
        p99: Math.round(percentile(whileRetrying, 99)),
        max: Math.round(whileRetrying[whileRetrying.length - 1] ?? NaN),
      },
      outOfOrder,
    };
  } finally {
    clearInterval(statsTimer);
    // A later row's events must not fan out to this row's subscriptions (and closed receiver).
    for (const id of subscriptionIds)
      await fetch(`${server.baseUrl}/v1/webhooks/subscriptions/${id}`, {
        method: 'DELETE',
        headers: server.auth,
      });
    await db.end();
    await sink?.close();
    receiver.closeAllConnections();
    receiver.close();
  }
}
